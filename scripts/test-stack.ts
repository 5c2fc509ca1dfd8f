// Runs emulator suites or browser journeys against a stack that is already up (`npm run emulators`
// in another terminal), without starting a second one:
//
//   npm run test:stack -- functions/test/boards.emulator.test.ts
//   npm run test:stack -- e2e/boards.test.ts
//   SPACES_PORT_OFFSET=3000 npm run test:stack -- emulators/test/firestore
//
// Each argument is a file or folder; the tier (vitest project) follows from its path. The
// emulators' trigger suites need the fixture functions: start the stack with
// `npm run emulators -- --test-functions` for them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { portsFor } from './ports';
import { ROOT, stackEnv } from './stack';

function tierOf(file: string): 'e2e' | 'emulator' {
  const relative = path.relative(ROOT, path.resolve(file)).split(path.sep).join('/');
  if (relative === 'e2e' || relative.startsWith('e2e/')) return 'e2e';
  if (/^(emulators|functions|rules)(\/|$)/.test(relative)) return 'emulator';
  throw new Error(
    `${file}: only suites under e2e/, emulators/, functions/ and rules/ run against a stack`,
  );
}

async function answers(url: string): Promise<boolean> {
  try {
    // An absent stack refuses at once; a fresh one may take seconds to start its ssr worker.
    await fetch(url, { signal: AbortSignal.timeout(30_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * The vitest projects of a tier, one run each: the suites that must run alone are projects of
 * their own, and vitest refuses to run projects with different worker counts in one group.
 */
const PROJECTS = {
  e2e: ['e2e', 'e2e-alone'],
  emulator: ['emulator', 'conformance', 'emulator-alone'],
};

function vitest(project: string, files: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const bin = path.join(ROOT, 'node_modules', '.bin');
    // Without --passWithNoTests a project that none of the files belong to would fail the run.
    const args = ['run', '--project', project, '--passWithNoTests', ...files];
    const child = spawn('vitest', args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('Name the suites to run: npm run test:stack -- <file or folder> …');
    return 2;
  }
  const offset = Number(process.env.SPACES_PORT_OFFSET ?? 0);
  const env = stackEnv(portsFor(offset));
  const services = {
    Firestore: `http://${env.FIRESTORE_EMULATOR_HOST}/`,
    Auth: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/`,
    Functions: `${env.SPACES_FUNCTIONS_ORIGIN}/`,
    Hosting: `${env.SPACES_HOSTING_ORIGIN}/`,
  };
  for (const [name, url] of Object.entries(services)) {
    if (!(await answers(url))) {
      console.error(
        `${name} does not answer at ${url}: start the stack first (\`npm run emulators\`` +
          (offset ? ` with SPACES_PORT_OFFSET=${offset}` : '') +
          ') and wait for "Spaces is running".',
      );
      return 2;
    }
  }
  const byTier = new Map<'e2e' | 'emulator', string[]>();
  for (const file of files) {
    const tier = tierOf(file);
    byTier.set(tier, [...(byTier.get(tier) ?? []), file]);
  }
  let code = 0;
  for (const [tier, chosen] of byTier)
    for (const project of PROJECTS[tier]) code = (await vitest(project, chosen, env)) || code;
  if (byTier.has('emulator')) {
    console.log(
      'The suites listed as disruptive in vitest.config.ts clear the demo data or swap the ' +
        'Storage rules; if one ran, `npm run seed` brings the demo back.',
    );
  }
  return code;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.join(ROOT, 'scripts', 'test-stack.ts')
) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
