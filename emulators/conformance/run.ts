// `npm run conformance`: Google's own test suites for its emulators and SDKs, run unchanged
// against ours from local checkouts at pinned tags. The machines that run `npm test`
// reach only the npm registry, so these suites are never part of it and never copied in.
//
//   npm run conformance -- [--firebase-tools DIR] [--firebase-js-sdk DIR] [--only NAME,...]
//     [--verbose]
//
//   --firebase-tools DIR (or FIREBASE_TOOLS_DIR): firebase/firebase-tools at FIREBASE_TOOLS_TAG,
//     its dependencies installed with `npm ci --ignore-scripts` there. The Storage suites.
//   --firebase-js-sdk DIR (or FIREBASE_JS_SDK_DIR): firebase/firebase-js-sdk at JS_SDK_TAG (only
//     packages/firestore, packages/firebase/package.json and config/ are read), and
//     `npm ci --ignore-scripts` in emulators/conformance/js-sdk for the tests' dependencies. The
//     Firestore integration tests of the web SDK and those of its Lite SDK (REST), in Node.
//
// Prints one line per suite, `suite: passed/total`, each failing test's title and message, and a
// total per emulator. A suite that does not run at all says so.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const FIREBASE_TOOLS_TAG = 'v15.28.1';
const JS_SDK_TAG = 'firebase@12.18.0';
const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');
/** Node 22 from the project's own `node` dependency (Babel 8, which the SDK's tests use, needs it). */
const NODE = path.join(ROOT, 'node_modules/.bin/node');

/**
 * firebase-tools' scripts/storage-emulator-integration suites that run in Node. Left out:
 * conformance/firebase-js-sdk and conformance/persistence drive a browser that loads the SDK
 * from gstatic.com and example.com, and rules/ tests firebase-tools' own Java rules runtime.
 */
const STORAGE_SUITES = {
  'storage internal': 'internal/tests.ts',
  'storage import': 'import/tests.ts',
  'storage multiple targets': 'multiple-targets/tests.ts',
  'storage firebase endpoints': 'conformance/firebase.endpoints.test.ts',
  'storage gcs endpoints': 'conformance/gcs.endpoints.test.ts',
  'storage gcs js sdk': 'conformance/gcs-js-sdk.test.ts',
};

/**
 * packages/firestore/test/integration, as the SDK's own `test:node` runs it, minus browser/ and
 * api_internal/auth.test.ts, which initialises apps from the production project config and
 * talks to firestore.googleapis.com, never to an emulator.
 */
const FIRESTORE_FILES = [
  'test/integration/api/*.test.ts',
  'test/integration/api_internal/!(auth).test.ts',
  'test/integration/remote/*.test.ts',
  'test/integration/prime_backend.test.ts',
];

const { values } = parseArgs({
  options: {
    'firebase-tools': { type: 'string', default: process.env.FIREBASE_TOOLS_DIR },
    'firebase-js-sdk': { type: 'string', default: process.env.FIREBASE_JS_SDK_DIR },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const wanted = (name: string) =>
  !values.only || values.only.split(',').some((part) => name.includes(part));

interface MochaTest {
  fullTitle: string;
  err?: { message?: string };
}
interface MochaReport {
  stats: { passes: number; failures: number };
  failures: MochaTest[];
  passes: MochaTest[];
}
interface Tally {
  passed: number;
  total: number;
}

/** Runs mocha from `cwd` with `args`, its JSON report written to `output`. */
function mocha(options: {
  node: string;
  nodeArgs?: string[];
  cwd: string;
  mochaBin: string;
  args: string[];
  output: string;
  env?: Record<string, string>;
}): Promise<MochaReport | undefined> {
  const args = [
    ...(options.nodeArgs ?? []),
    options.mochaBin,
    // A suite that leaves a handle open must still end.
    '--exit',
    '--reporter',
    'json',
    '--reporter-option',
    `output=${options.output}`,
    ...options.args,
  ];
  const quiet = !values.verbose;
  return new Promise((resolve, reject) => {
    const child = spawn(options.node, args, {
      cwd: options.cwd,
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'ignore' : 'inherit'],
      env: {
        ...process.env,
        ...(quiet ? {} : { CONFORMANCE_VERBOSE: '1' }),
        // Google's suites reach no Google server here: no credentials, no metadata server.
        METADATA_SERVER_DETECTION: 'none',
        ...options.env,
      },
    });
    child.on('error', reject);
    child.on('exit', () => {
      if (!existsSync(options.output)) resolve(undefined);
      else resolve(JSON.parse(readFileSync(options.output, 'utf8')) as MochaReport);
    });
  });
}

function report(name: string, passed: MochaTest[], failed: MochaTest[], into: Tally): void {
  console.log(`${name}: ${passed.length}/${passed.length + failed.length}`);
  for (const failure of failed)
    console.log(`  ✗ ${failure.fullTitle}: ${(failure.err?.message ?? '').split('\n')[0]}`);
  into.passed += passed.length;
  into.total += passed.length + failed.length;
}

function total(name: string, tally: Tally): void {
  const share = tally.total ? ((100 * tally.passed) / tally.total).toFixed(1) : '0';
  console.log(`${name}: ${tally.passed}/${tally.total} (${share} %)`);
}

function warnUnlessPinned(version: string, tag: string, dir: string): void {
  if (!tag.endsWith(version)) console.warn(`warning: ${dir} is ${version}; figures are for ${tag}`);
}

async function storage(dir: string): Promise<void> {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  warnUnlessPinned(pkg.version, FIREBASE_TOOLS_TAG, dir);
  const scratch = mkdtempSync(path.join(tmpdir(), 'conformance-'));
  const tally: Tally = { passed: 0, total: 0 };
  for (const [name, file] of Object.entries(STORAGE_SUITES)) {
    if (!wanted(name)) continue;
    const result = await mocha({
      node: process.execPath,
      cwd: dir,
      mochaBin: path.join(dir, 'node_modules/.bin/mocha'),
      // hook.cjs swaps the suites' emulator launcher for framework.cjs (ours).
      args: [
        '--require',
        path.join(here, 'hook.cjs'),
        path.join('scripts/storage-emulator-integration', file),
      ],
      output: path.join(scratch, `${name.replaceAll(' ', '-')}.json`),
    });
    if (!result) console.log(`${name}: did not run (mocha wrote no report; --verbose shows why)`);
    else report(name, result.passes, result.failures, tally);
  }
  total('storage', tally);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Our Firestore emulator alone, with rules that allow everything (the SDK suite's own setup). */
async function startFirestore(scratch: string): Promise<{ port: number; child: ChildProcess }> {
  const rules = path.join(scratch, 'firestore.rules');
  writeFileSync(
    rules,
    "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n" +
      '    match /{document=**} { allow read, write: if true; }\n  }\n}\n',
  );
  const port = await freePort();
  const child = spawn(
    NODE,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'emulators/src/firestore/main.ts'),
      '--port',
      String(port),
      '--project',
      'test-emulator',
      '--rules',
      rules,
      '--functions',
      'none',
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      if (text.includes('Firestore emulator ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the Firestore emulator exited (${code})`)));
  });
  return { port, child };
}

async function firestore(dir: string): Promise<void> {
  const version = (
    JSON.parse(readFileSync(path.join(dir, 'packages/firebase/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  warnUnlessPinned(version, JS_SDK_TAG, dir);
  const deps = path.join(here, 'js-sdk/node_modules');
  if (!existsSync(deps)) {
    console.log('firestore: did not run (npm ci --ignore-scripts in emulators/conformance/js-sdk)');
    return;
  }
  // settings.ts requires the project config CI writes (git-ignored there); the emulator needs
  // only a project id.
  const projectConfig = path.join(dir, 'config/project.json');
  if (!existsSync(projectConfig))
    writeFileSync(projectConfig, JSON.stringify({ projectId: 'test-emulator', apiKey: 'fake' }));
  const scratch = mkdtempSync(path.join(tmpdir(), 'conformance-'));
  const emulator = await startFirestore(scratch);
  const packageDir = path.join(dir, 'packages/firestore');
  // The SDK's own Node test setups: Babel, the registering entry, its mocha config (timeouts),
  // without retries, so that a flaky pass does not hide a difference.
  const suites = [
    {
      name: 'firestore web sdk integration',
      platform: 'node',
      main: 'test/register.ts',
      files: FIRESTORE_FILES,
    },
    {
      name: 'firestore lite sdk (REST)',
      platform: 'node_lite',
      main: 'lite/index.ts',
      files: ['test/lite/**/*.test.ts'],
    },
  ];
  try {
    const tally: Tally = { passed: 0, total: 0 };
    for (const suite of suites) {
      if (!wanted(suite.name)) continue;
      const result = await mocha({
        node: NODE,
        // The sources are TypeScript compiled by the SDK's Babel setup, not Node's type stripping.
        nodeArgs: ['--no-experimental-strip-types'],
        cwd: packageDir,
        mochaBin: path.join(deps, '.bin/mocha'),
        args: [
          '--require',
          'babel-register.js',
          '--require',
          suite.main,
          '--config',
          '../../config/mocharc.node.js',
          '--retries',
          '0',
          ...suite.files,
        ],
        output: path.join(scratch, `${suite.platform}.json`),
        env: {
          NODE_PATH: deps,
          NO_TS_NODE: 'true',
          TEST_PLATFORM: suite.platform,
          FIRESTORE_TARGET_BACKEND: 'emulator',
          FIRESTORE_EMULATOR_PORT: String(emulator.port),
        },
      });
      // Tests are declared through shared helpers, so mocha's per-test file is not reliable:
      // one line per suite.
      if (!result) console.log(`${suite.name}: did not run (mocha wrote no report; --verbose)`);
      else report(suite.name, result.passes, result.failures, tally);
    }
    total('firestore', tally);
  } finally {
    emulator.child.kill('SIGINT');
  }
}

const toolsDir = values['firebase-tools'];
const sdkDir = values['firebase-js-sdk'];
if (!toolsDir && !sdkDir) {
  console.error(
    'Give a checkout: --firebase-tools DIR (FIREBASE_TOOLS_DIR) and/or --firebase-js-sdk DIR (FIREBASE_JS_SDK_DIR).',
  );
  process.exit(2);
}
if (toolsDir && Object.keys(STORAGE_SUITES).some(wanted)) await storage(path.resolve(toolsDir));
if (sdkDir && wanted('firestore')) await firestore(path.resolve(sdkDir));
