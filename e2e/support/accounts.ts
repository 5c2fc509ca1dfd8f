// Accounts for journeys: the Auth emulator's out-of-band codes, so that a journey can verify the
// address it signed up with (only verified accounts edit, publish or choose their mail).
const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-spaces';

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

/** The code of the newest verification mail sent to `address`. */
export async function verificationCode(address: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const code = oobCodes
    .filter((c) => c.email === address && c.requestType === 'VERIFY_EMAIL')
    .at(-1);
  if (!code) throw new Error(`no verification e-mail for ${address}`);
  return code.oobCode;
}
