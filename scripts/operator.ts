// Grants or revokes the operator's claim (decision 070): the only way an account becomes an
// operator, never from the web. Against the local stack by default (its addresses follow from
// SPACES_PORT_OFFSET); with --project <id>, against that Firebase project with the application
// default credentials. The account's sessions end, so its next sign-in carries the change.
//
//   npm run operator -- grant ops@spaces.test
//   npm run operator -- revoke ops@spaces.test --project my-project
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setClaim } from '../functions/src/operator/claims';
import { OPERATOR_CLAIM } from '../functions/src/platform/credential';

const USAGE = 'usage: npm run operator -- grant|revoke <e-mail> [--project <id>]';

/** Grants (`on`) or revokes the claim of the account with `email`; answers its uid. */
export async function setOperator(email: string, on: boolean): Promise<string> {
  const user = await getAuth().getUserByEmail(email);
  await setClaim(user.uid, OPERATOR_CLAIM, on);
  return user.uid;
}

async function main(args: string[]): Promise<void> {
  const [verb, email] = args;
  const projectAt = args.indexOf('--project');
  const project = projectAt === -1 ? undefined : args[projectAt + 1];
  if ((verb !== 'grant' && verb !== 'revoke') || !email || (projectAt !== -1 && !project))
    throw new Error(USAGE);
  if (project === undefined) {
    const { portsFor } = await import('./ports');
    const { stackEnv } = await import('./stack');
    const offset = Number(process.env.SPACES_PORT_OFFSET ?? 0);
    for (const [name, value] of Object.entries(stackEnv(portsFor(offset))))
      process.env[name] ??= value;
  }
  if (getApps().length === 0)
    initializeApp({ projectId: project ?? process.env.GCLOUD_PROJECT ?? 'demo-spaces' });
  const uid = await setOperator(email, verb === 'grant');
  console.log(
    `${verb === 'grant' ? 'Granted' : 'Revoked'} the operator claim of ${email} (${uid}) on ` +
      `${project ?? 'the local stack'}; its sessions ended, so it signs in again.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
