// The local stack: our offline Firestore and Storage emulators next to firebase-tools' Auth,
// Functions, Hosting and Cloud Tasks emulators, all under the demo project.
//
//   node --import tsx scripts/stack.ts [--build] [--seed] [--test-functions] [--no-persist]
//
// SPACES_PORT_OFFSET=N shifts every port by N, so several stacks can run side by side; they share
// nothing (see `dataDirFor` and the per-stack temp folder in `startStack`).
// SPACES_EMULATORS=google runs Google's Firestore and Storage emulators instead of ours (needs
// Java 21 and network access on first start); the tests never know which one they talk to.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, startChild, stopChild } from './children';
import { BASE_PORTS, portsFor, type Ports } from './ports';
import { DEFAULT_PARALLEL, type WorkerLimits } from './workerPolicy';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Node's on-disk cache of compiled modules (NODE_COMPILE_CACHE): every Functions worker loads the
 * same firebase-tools runtime, SDKs and bundle, and the stack starts hundreds of them in a run of
 * `npm test` (decision 078). Kept between runs, beside npm's other caches.
 */
export const COMPILE_CACHE = path.join(ROOT, 'node_modules', '.cache', 'node-compile');
export const PROJECT_ID = 'demo-spaces';
const BIN = path.join(ROOT, 'node_modules', '.bin');

export type FirebaseService = 'auth' | 'functions' | 'hosting' | 'tasks';
const FIREBASE_SERVICES: readonly FirebaseService[] = ['auth', 'functions', 'hosting', 'tasks'];

export interface StackOptions {
  portOffset?: number;
  build?: boolean;
  seed?: boolean;
  /** Adds the emulators' fixture functions codebase, whose triggers the conformance suites use. */
  testFunctions?: boolean;
  /** Import the data folder at start and export to it on exit. */
  persist?: boolean;
  /** The data folder of a persisting stack; by default the offset's own (`dataDirFor`). */
  dataDir?: string;
  /**
   * The firebase-tools emulators to start (all of them by default). Without `functions` and
   * `hosting` the stack needs no build.
   */
  firebase?: readonly FirebaseService[];
  backend?: 'offline' | 'google';
  /** Bounds on the Functions emulator's workers other than the defaults (decision 061). */
  functionsWorkers?: Partial<WorkerLimits>;
  log?: (line: string) => void;
}

export interface Stack {
  ports: Ports;
  /** The data folder it imports from and exports to, or null when it does not persist. */
  dataDir: string | null;
  /** Environment that points SDKs, tests and scripts at this stack. */
  env: Record<string, string>;
  hostingOrigin: string;
  /** The processes the stack started; the Functions emulator's workers are their descendants. */
  pids: number[];
  stop(): Promise<void>;
}

/**
 * Where a persisting stack keeps its data: emulator-data/ at the default offset (what `npm start`
 * always used), emulator-data-<offset>/ beside it at any other.
 */
export function dataDirFor(offset: number): string {
  return path.join(ROOT, offset === 0 ? 'emulator-data' : `emulator-data-${offset}`);
}

/** `react-router dev`'s default port (hosting/vite.config.ts). */
const DEV_SERVER_PORT = 35173;

/**
 * The web origins whose pages use the Storage emulator: Hosting under both names of the loopback
 * address, and `react-router dev` at its default port.
 */
function storageCorsOrigins(ports: Ports): string[] {
  return [ports.hosting, DEV_SERVER_PORT].flatMap((port) => [
    `http://127.0.0.1:${port}`,
    `http://localhost:${port}`,
  ]);
}

/**
 * Where emulator tests serve pages for the functions to fetch (the safe fetch allows this origin
 * on a local stack only). Not a stack service, so not among the ports an offset must keep usable.
 */
function fetchFixturePort(ports: Ports): number {
  return ports.hosting + 9;
}

export function stackEnv(ports: Ports): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${ports.storage}`,
    CLOUD_TASKS_EMULATOR_HOST: `127.0.0.1:${ports.tasks}`,
    SPACES_FUNCTIONS_ORIGIN: `http://127.0.0.1:${ports.functions}`,
    SPACES_HOSTING_ORIGIN: `http://127.0.0.1:${ports.hosting}`,
    SPACES_EMULATOR_HOST: '127.0.0.1',
    SPACES_PORT_OFFSET: String(ports.hosting - BASE_PORTS.hosting),
    // The one loopback origin the functions' safe fetch may reach: the tests' page server.
    SPACES_FETCH_ALLOW_ORIGIN: `http://127.0.0.1:${fetchFixturePort(ports)}`,
    // Local code must never probe the GCE metadata server (google-auth-library does by default).
    METADATA_SERVER_DETECTION: 'none',
  };
}

/** firebase.json with this stack's ports (and the fixture codebase), written beside it. */
function writeFirebaseConfig(ports: Ports, testFunctions: boolean, offset: number): string {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    functions: Array<Record<string, unknown>>;
    emulators: Record<string, { host?: string; port?: number }>;
  };
  for (const [name, port] of Object.entries(ports)) {
    const entry = config.emulators[name];
    if (entry) entry.port = port;
  }
  if (testFunctions) {
    config.functions.push({
      source: 'emulators/test/functions',
      codebase: 'emulator-tests',
      runtime: 'nodejs22',
    });
  }
  const file = path.join(ROOT, `firebase.stack-${offset}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * Claims a data folder for this stack until the returned release is called. A second stack on
 * the same folder would replay and compact the first one's journal before it even found its
 * ports taken, so it is refused at once.
 */
function claimDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lock = path.join(dataDir, 'stack.pid');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readIfExists(lock));
    if (isAlive(holder)) {
      throw new Error(
        `${dataDir} belongs to a running stack (process ${holder}): stop it, or start this one ` +
          'at another SPACES_PORT_OFFSET.',
      );
    }
    // Left by a stack that was killed.
    rmSync(lock, { force: true });
  }
  throw new Error(`Could not claim ${dataDir} (${lock}).`);
}

function readIfExists(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const offset = options.portOffset ?? Number(process.env.SPACES_PORT_OFFSET ?? 0);
  const backend =
    options.backend ?? (process.env.SPACES_EMULATORS === 'google' ? 'google' : 'offline');
  const log = options.log ?? ((line: string) => console.log(line));
  const ports = portsFor(offset);
  const env = stackEnv(ports);
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? COMPILE_CACHE,
    // firebase-tools skips its network look-ups (MOTD, update check) under CI.
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    // Loading a codebase's source can pass the 10 s default on a busy two-core machine.
    FUNCTIONS_DISCOVERY_TIMEOUT: '120',
    // firebase-tools' own bound on calls in flight in the Functions emulator (its default is 50);
    // functionsWorkers.ts adds the bounds per function and on live workers (decision 061).
    FUNCTIONS_EMULATOR_PARALLEL:
      process.env.FUNCTIONS_EMULATOR_PARALLEL ?? String(DEFAULT_PARALLEL),
  };
  if (options.functionsWorkers?.live !== undefined)
    childEnv.SPACES_FUNCTIONS_WORKERS = String(options.functionsWorkers.live);
  if (options.functionsWorkers?.perFunction !== undefined)
    childEnv.SPACES_FUNCTIONS_PER_FUNCTION = String(options.functionsWorkers.perFunction);

  const services = options.firebase ?? FIREBASE_SERVICES;
  if (options.build) await run('npm', ['run', 'build'], { cwd: ROOT, env: childEnv });
  // firebase.json's two codebases: the callables (functions/) and the ssr web server (hosting/).
  if (services.includes('functions') || services.includes('hosting')) {
    for (const entry of ['functions/lib/index.js', 'hosting/build/function/index.js']) {
      if (!existsSync(path.join(ROOT, entry))) {
        throw new Error(`${entry} is missing: run \`npm run build\` (or \`npm start\`) first.`);
      }
    }
  }
  // The prerendered pages carry the configuration they were built with (decision 060): rendered
  // again with this stack's ports, as a deploy renders them with its project's values.
  if (services.includes('hosting'))
    await run('node', ['--import', 'tsx', path.join(ROOT, 'hosting', 'prerender.ts')], {
      cwd: ROOT,
      env: childEnv,
    });

  const dataDir = options.persist ? (options.dataDir ?? dataDirFor(offset)) : null;
  const release = dataDir === null ? () => undefined : claimDataDir(dataDir);
  // firebase-tools finds a project's hub through hub-<project>.json in os.tmpdir()
  // (emulator/hub.js): two stacks of demo-spaces sharing that folder share the locator, and one
  // stack's --export-on-exit asks the other stack's hub for its data. So each stack's children get
  // a temp folder of their own (it also holds the Functions workers' sockets).
  const tempDir = mkdtempSync(path.join(tmpdir(), `spaces-stack-${offset}-`));
  childEnv.TMPDIR = tempDir;
  // firebase-tools' debug log is firebase-debug.log in its working directory, which one stack's
  // clean exit would delete under another.
  if (offset !== 0)
    childEnv.FIREBASE_DEBUG_PATH = path.join(ROOT, `firebase-debug.stack-${offset}.log`);
  let config: string | undefined;
  const children: ChildProcess[] = [];
  let stopped: Promise<void> | undefined;
  // Once only: a second release could free a folder another stack has claimed since.
  const stop = () =>
    (stopped ??= (async () => {
      for (const child of children.reverse()) await stopChild(child);
      if (config !== undefined) rmSync(config, { force: true });
      rmSync(tempDir, { recursive: true, force: true });
      release();
    })());

  try {
    if (backend === 'offline') {
      const args = [
        '--import',
        'tsx',
        path.join(ROOT, 'emulators', 'src', 'main.ts'),
        '--project',
        PROJECT_ID,
        '--host',
        '127.0.0.1',
        '--firestore-port',
        String(ports.firestore),
        '--storage-port',
        String(ports.storage),
        '--functions',
        env.SPACES_FUNCTIONS_ORIGIN!,
        '--firestore-rules',
        path.join(ROOT, 'firestore.rules'),
        '--storage-rules',
        path.join(ROOT, 'storage.rules'),
        // Only the stack's own pages may use Storage from a browser (decision 042).
        ...storageCorsOrigins(ports).flatMap((origin) => ['--storage-cors-origin', origin]),
      ];
      if (dataDir !== null) args.push('--data', dataDir);
      children.push(
        await startChild('emulators', 'node', args, {
          cwd: ROOT,
          env: childEnv,
          ready: /emulators ready/i,
          timeoutMs: 30_000,
          log,
        }),
      );
    }

    const only: string[] = [...services];
    if (backend === 'google') only.push('firestore', 'storage');
    config = writeFirebaseConfig(ports, options.testFunctions ?? false, offset);
    const fbArgs = [
      '--project',
      PROJECT_ID,
      '--config',
      config,
      'emulators:start',
      '--only',
      only.join(','),
    ];
    if (dataDir !== null) {
      const fbData = path.join(dataDir, 'firebase');
      mkdirSync(fbData, { recursive: true });
      fbArgs.push('--import', fbData, '--export-on-exit', fbData);
    }
    children.push(
      await startChild(
        'firebase',
        'node',
        [
          // Bounds the Functions emulator's workers before its CLI runs (decision 061).
          '--import',
          path.join(ROOT, 'scripts', 'functionsWorkers.preload.ts'),
          path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
          ...fbArgs,
        ],
        { cwd: ROOT, env: childEnv, ready: /All emulators ready/, timeoutMs: 300_000, log },
      ),
    );

    if (options.seed) {
      const { seed } = await import('./seed');
      Object.assign(process.env, env);
      await seed();
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    ports,
    dataDir,
    env,
    hostingOrigin: env.SPACES_HOSTING_ORIGIN!,
    pids: children.flatMap((child) => child.pid ?? []),
    stop,
  };
}

async function main() {
  const flags = new Set(process.argv.slice(2));
  const stack = await startStack({
    build: flags.has('--build'),
    seed: flags.has('--seed'),
    testFunctions: flags.has('--test-functions'),
    persist: !flags.has('--no-persist'),
  });
  console.log(`\n  Spaces is running: ${stack.hostingOrigin}/`);
  if (flags.has('--seed')) console.log(`  Demo space:        ${stack.hostingOrigin}/demo`);
  const exported = stack.dataDir
    ? ` (emulator data is exported to ${path.relative(ROOT, stack.dataDir)}/)`
    : '';
  console.log(`  Press Ctrl+C to stop${exported}.\n`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
