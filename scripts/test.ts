// `npm test`: everything a change can break, starting and stopping the stack it needs.
// Order: typecheck, format, lint, knip (unused files, exports and dependencies), build, unit
// tests (which read the build's output); then the stack (clean, demo-seeded, with the emulators'
// fixture functions) for the emulator-backed suites and the browser journeys.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { seed } from './seed';
import { ROOT, startStack, type Stack } from './stack';

const BIN = path.join(ROOT, 'node_modules', '.bin');
const REPORTS = path.join(ROOT, 'test-results');
/** Where the browser journeys keep screenshots for people to look at (e2e/support/screenshots.ts). */
const SCREENSHOTS = path.join(REPORTS, 'screenshots');
const CHROMIUM = '/usr/bin/chromium';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}` },
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function step(command: string, args: string[]): Promise<void> {
  const code = await run(command, args);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code})`);
}

const totals = { passed: 0, failed: 0, skipped: 0 };

async function vitest(project: string, env: Record<string, string> = {}): Promise<boolean> {
  const output = path.join(REPORTS, `${project}.json`);
  const code = await run(
    'vitest',
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${output}`,
    ],
    env,
  );
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as VitestReport;
    totals.passed += report.numPassedTests;
    // A file that fails to load fails no test by itself: count it as a failure too.
    totals.failed += report.numFailedTests + report.numFailedTestSuites;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numPassedTests + report.numFailedTests === 0) {
      console.error(`vitest project ${project} ran no test`);
      return false;
    }
  } catch {
    console.error(`vitest project ${project} wrote no report`);
    return false;
  }
  return code === 0;
}

/** The browser journeys drive Debian's Chromium; a fresh machine gets it from apt-get. */
async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing: install it with \`sudo apt-get install chromium\`.`);
  }
  await step('apt-get', ['update', '-qq']);
  await step('apt-get', ['install', '-y', '-qq', 'chromium']);
}

async function main(): Promise<number> {
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  await ensureChromium();

  await step('npm', ['run', 'typecheck']);
  await step('npm', ['run', 'format:check']);
  await step('npm', ['run', 'lint']);
  await step('npm', ['run', 'knip']);
  await step('npm', ['run', 'build']);

  let ok = await vitest('unit');

  let stack: Stack | undefined;
  try {
    console.log('\nStarting the stack for the emulator and browser suites…');
    stack = await startStack({
      seed: true,
      testFunctions: true,
      persist: false,
      log: (line) => process.env.SPACES_STACK_LOG && console.log(line),
    });
    ok = (await vitest('emulator', stack.env)) && ok;
    // The rules suites clear Firestore between tests; the journeys start from the demo data.
    await seed();
    ok = (await vitest('e2e', stack.env)) && ok;
  } finally {
    await stack?.stop();
  }

  if (existsSync(SCREENSHOTS)) console.log(`\nscreenshots: ${path.relative(ROOT, SCREENSHOTS)}/`);
  console.log(
    `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  return ok && totals.failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
