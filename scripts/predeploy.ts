// Runs before every `firebase deploy` (firebase.json's predeploy hooks, once per codebase and for
// Hosting): refuses a deploy that would carry the repository's local values into a real project —
// the committed secrets of the local stack, the demo web app's keys, the made-up operator of the
// legal page, or pages pointed at the emulators. The local stack never deploys, so it never runs
// this; a real deploy has the network it needs to read the project's secrets.
//
//   node --import tsx scripts/predeploy.ts <codebase folder>     (GCLOUD_PROJECT names the project)
//   node --import tsx scripts/predeploy.ts hosting --prerender   (Hosting's hook: then prerenders)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployedDotenvFiles, readDotenvFiles } from '../tooling/dotenv';
import { ROOT } from './stack';

/** The secret params both codebases bind; their local values live in `.secret.local`. */
export const SECRET_NAMES = ['SPACES_SENDER_KEY_SECRET', 'SPACES_INSIGHTS_SECRET'] as const;

/**
 * The safe fetch's development allowance (functions/src/platform/safeFetch.ts): an origin on a
 * loopback address that the local stack's tests serve pages from. Never in a real project.
 */
export const FETCH_ALLOW_ORIGIN_ENV = 'SPACES_FETCH_ALLOW_ORIGIN';

/** Keys of the demo Hosting configuration whose values only the demo may have. */
const DEMO_ONLY_KEYS = [
  'SPACES_FIREBASE_API_KEY',
  'SPACES_FIREBASE_APP_ID',
  'SPACES_OPERATOR_NAME',
  'SPACES_OPERATOR_REPRESENTATIVE',
  'SPACES_OPERATOR_ADDRESS',
  'SPACES_OPERATOR_PHONE',
  'SPACES_OPERATOR_EMAIL',
];

/** The committed local values that must never reach a real project, by where they come from. */
export interface LocalValues {
  /** `.secret.local` values, by secret name. */
  secrets: Map<string, string>;
  /** The demo Hosting configuration's values that identify the demo. */
  demo: Map<string, string>;
}

export function readLocalValues(root: string): LocalValues {
  const read = (file: string) => readDotenvFiles(root, [file]);
  const secrets = new Map([...read('functions/.secret.local'), ...read('hosting/.secret.local')]);
  const demoFile = read('hosting/.env.demo-spaces');
  const demo = new Map(
    DEMO_ONLY_KEYS.flatMap((key) =>
      demoFile.has(key) ? [[key, demoFile.get(key)!] as const] : [],
    ),
  );
  return { secrets, demo };
}

/**
 * What is wrong with deploying `env` (the codebase's deployed dotenv values) and `secrets` (the
 * project's secret values that could be read) to `projectId`: one line per problem, none when
 * the deploy may go on.
 */
export function problemsOf(
  projectId: string,
  env: ReadonlyMap<string, string>,
  secrets: ReadonlyMap<string, string>,
  local: LocalValues,
): string[] {
  const problems: string[] = [];
  if (projectId.startsWith('demo-'))
    problems.push(`${projectId} is a local demo project id: choose a real project (firebase use)`);
  const committed = new Map<string, string>();
  for (const [key, value] of [...local.secrets, ...local.demo])
    if (value.trim() !== '') committed.set(value, key);
  for (const [key, value] of env) {
    const source = committed.get(value);
    if (source !== undefined)
      problems.push(`${key} has the committed local value of ${source}: set the project's own`);
  }
  const fetchAllowance = env.get(FETCH_ALLOW_ORIGIN_ENV)?.trim();
  if (fetchAllowance)
    problems.push(
      `${FETCH_ALLOW_ORIGIN_ENV}=${fetchAllowance} would let the server fetch a local address`,
    );
  if (env.get('SPACES_USE_EMULATOR') === 'true')
    problems.push('SPACES_USE_EMULATOR=true would point the pages at the local emulators');
  for (const [name, value] of secrets)
    if (value === local.secrets.get(name))
      problems.push(
        `the secret ${name} is the committed local value: firebase functions:secrets:set ${name}`,
      );
  return problems;
}

/** The dotenv files Firebase deploys with a codebase for this project (and its aliases). */
function deployedEnv(codebase: string, projectId: string): Map<string, string> {
  const rc = path.join(ROOT, '.firebaserc');
  const projects: Record<string, string> = existsSync(rc)
    ? ((JSON.parse(readFileSync(rc, 'utf8')) as { projects?: Record<string, string> }).projects ??
      {})
    : {};
  const aliases = Object.entries(projects).flatMap(([alias, id]) =>
    id === projectId ? [alias] : [],
  );
  return readDotenvFiles(path.join(ROOT, codebase), deployedDotenvFiles(projectId, aliases));
}

/** The project's secret values the CLI can read; a secret that cannot be read is left out. */
function projectSecrets(projectId: string): Map<string, string> {
  const firebase = path.join(ROOT, 'node_modules', '.bin', 'firebase');
  const secrets = new Map<string, string>();
  for (const name of SECRET_NAMES) {
    try {
      const value = execFileSync(
        firebase,
        ['functions:secrets:access', name, '--project', projectId],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
      secrets.set(name, value.trim());
    } catch {
      // Not set yet: the deploy itself asks for it.
    }
  }
  return secrets;
}

function main(): number {
  const codebase = process.argv[2];
  const projectId = process.env.GCLOUD_PROJECT;
  if (!codebase || !projectId) {
    console.error('usage: GCLOUD_PROJECT=<project> predeploy.ts <codebase folder>');
    return 2;
  }
  const local = readLocalValues(ROOT);
  const secrets = codebase === 'functions' ? projectSecrets(projectId) : new Map<string, string>();
  const env = deployedEnv(codebase, projectId);
  const problems = problemsOf(projectId, env, secrets, local);
  if (problems.length > 0) {
    console.error(`Refusing to deploy ${codebase} to ${projectId}:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    return 1;
  }
  // Hosting's own hook: the prerendered pages carry the configuration, so they are rendered
  // again with the project's values before Hosting uploads them (decision 060).
  if (process.argv.includes('--prerender')) {
    execFileSync('node', ['--import', 'tsx', path.join(ROOT, 'hosting', 'prerender.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...Object.fromEntries(env) },
      stdio: 'inherit',
    });
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = main();
