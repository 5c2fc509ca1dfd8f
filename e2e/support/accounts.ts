// Accounts for journeys that start after sign-up: a fresh account with its e-mail already
// verified, made through the Auth emulator's privileged REST call (the one the Admin SDK makes),
// then signed in through the sign-in form; and the Auth emulator's out-of-band codes, so that a
// journey that walks the sign-up form itself can verify its address (only verified accounts edit,
// publish or choose their mail).
import type { Page } from 'playwright-core';
import { HOSTING_ORIGIN } from './browser';

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-spaces';

export interface Account {
  email: string;
  password: string;
}

/**
 * `{prefix}-` and a suffix no other file or run makes: files run side by side against one stack,
 * so no address or slug may be fixed.
 */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A new e-mail/password account whose e-mail is verified, so it may create spaces at once. */
export async function newVerifiedAccount(prefix: string): Promise<Account & { uid: string }> {
  const name = uniqueName(prefix);
  const account = { email: `${name}@example.test`, password: `${name}-pw` };
  const response = await fetch(
    `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      // "owner" is the emulator's administrator credential: it may set emailVerified.
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ ...account, emailVerified: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp failed: ${response.status} ${await response.text()}`);
  const { localId } = (await response.json()) as { localId: string };
  return { ...account, uid: localId };
}

/** The Cookie header of a new verified account's server session, made without a browser. */
export async function sessionCookieOfNewAccount(prefix: string): Promise<string> {
  const account = await newVerifiedAccount(prefix);
  const signedIn = await fetch(
    `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status}`);
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const session = await fetch(`${HOSTING_ORIGIN}/a/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: HOSTING_ORIGIN },
    body: JSON.stringify({ idToken }),
  });
  if (session.status !== 200) throw new Error(`no session: ${session.status}`);
  return (session.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** Signs in through the English sign-in form and waits for the page `next` leads to. */
export async function signIn(page: Page, account: Account, next = '/u'): Promise<void> {
  await page.goto(`${HOSTING_ORIGIN}/a/signin?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await page.waitForURL(`${HOSTING_ORIGIN}${next}`);
}

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

/**
 * Signs up through the English form and opens the verification link the Auth emulator sent;
 * answers once the page says the address is verified.
 */
export async function signUpVerified(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${HOSTING_ORIGIN}/a/signup`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/a\/verify-email/);
  const code = await verificationCode(email);
  await page.goto(`${HOSTING_ORIGIN}/a/verify-email?mode=verifyEmail&oobCode=${code}`);
  await page.getByText('Your e-mail address is verified.').waitFor();
}
