// `npm test`: everything a change can break, starting and stopping the stack it needs.
//
// Two lanes share the machine's two cores, so that nothing waits on what it does not need:
//   checks: typecheck, format, lint, knip, then the unit tier (which reads the build's output);
//   stack:  the build, then the stack (clean, demo data seeded once, with the emulators' fixture
//           functions) and the emulator tier on it, while the checks lane is still busy.
// The browser journeys follow the emulator tier, then the page budgets, which count every read
// of the database, beside the stacks tier, whose stacks are its own. Last, alone: the suites that
// clear the demo data or swap the Storage emulator's rules, and the crash suites. Output is
// printed per task, whole, when it ends; the last lines are a table of what ran when, and
// `tests: N passed, N failed, N skipped`.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { stackMemory } from './processMemory';
import { COMPILE_CACHE, ROOT, startStack, type Stack } from './stack';
import { aptGetInstall, installHint, missingBrowserPackages } from './browser-packages';

const BIN = path.join(ROOT, 'node_modules', '.bin');
const REPORTS = path.join(ROOT, 'test-results');
/** Each task's output as it comes, for `tail -f` while the suite runs. */
const LOGS = path.join(REPORTS, 'logs');
/** Where the browser journeys keep screenshots for people to look at (e2e/support/screenshots.ts). */
const SCREENSHOTS = path.join(REPORTS, 'screenshots');
const STARTED = Date.now();
// Every Node process of the suite (the checks, vitest's workers, the stack) compiles a module once.
process.env.NODE_COMPILE_CACHE ??= COMPILE_CACHE;

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] | null }[];
  }[];
}

interface Timing {
  name: string;
  start: number;
  end: number;
  ok: boolean;
  /** How busy the machine's processors were while it ran, 0 to 1 (tasks overlap: the whole machine). */
  busy?: number;
}

/** The processors' busy and idle time so far (the first line of /proc/stat), in clock ticks. */
function cpuTicks(): { busy: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
    const ticks = fields.map(Number);
    // user nice system idle iowait irq softirq steal …: idle and iowait are the idle ones.
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    const total = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

const busyBetween = (from: { busy: number; total: number }, to: { busy: number; total: number }) =>
  to.total > from.total ? (to.busy - from.busy) / (to.total - from.total) : undefined;

const timings: Timing[] = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
/** Each failed test or file in one line, repeated at the very end where a CI log's tail shows it. */
const failedTests: string[] = [];

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** The stack's memory at named moments, printed with the timings (README, "Memory"). */
const memory: string[] = [];

/** What the stack may hold after the whole suite, summed proportional set size (decision 061). */
const STACK_PSS_BUDGET = 6 * 2 ** 30;

function noteStackMemory(stack: Stack, moment: string): void {
  const tree = stackMemory(stack.pids);
  const workers = tree.processes.filter((p) => p.command.includes('functionsEmulatorRuntime'));
  const verdict = tree.pss <= STACK_PSS_BUDGET ? 'within' : 'OVER';
  memory.push(
    `${moment}: ${Math.round(tree.pss / 2 ** 20)} MB PSS (${verdict} the budget of ` +
      `${STACK_PSS_BUDGET / 2 ** 30} GB; ${Math.round(tree.rss / 2 ** 20)} MB summed RSS) in ` +
      `${tree.processes.length} processes, ${workers.length} of them Functions workers`,
  );
}

/**
 * Runs `command` with its output kept whole and printed when it ends, so that tasks running side
 * by side never interleave their lines (test-results/logs/ has it as it comes). Resolves to
 * whether it exited 0.
 */
function run(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<boolean> {
  const start = Date.now();
  const ticks = cpuTicks();
  console.log(`▶ ${name} (at ${seconds(start - STARTED)})`);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const log = createWriteStream(path.join(LOGS, `${name.replace(/[^\w.-]+/g, '-')}.log`));
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
        PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
      },
    });
    const keep = (chunk: Buffer) => {
      chunks.push(chunk);
      log.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const finish = (ok: boolean, note = '') => {
      const end = Date.now();
      log.end();
      timings.push({ name, start, end, ok, busy: busyBetween(ticks, cpuTicks()) });
      const mark = ok ? '✓' : '✗';
      console.log(
        `\n── ${mark} ${name} (${seconds(end - start)}) ── $ ${command} ${args.join(' ')}`,
      );
      process.stdout.write(Buffer.concat(chunks));
      if (note) console.log(note);
      if (!ok) failures.push(name);
      resolve(ok);
    };
    child.on('error', (error) => finish(false, String(error)));
    child.on('exit', (code) => finish(code === 0));
  });
}

/** A vitest project, its counts added to the totals. */
async function vitest(
  name: string,
  project: string,
  options: { env?: Record<string, string>; args?: string[] } = {},
): Promise<boolean> {
  const output = path.join(REPORTS, `${name}.json`);
  const ok = await run(
    name,
    'vitest',
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/flaky-reporter.ts',
      `--outputFile=${output}`,
      ...(options.args ?? []),
    ],
    options.env,
  );
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as VitestReport;
    totals.passed += report.numPassedTests;
    // A file that fails to load fails no test by itself: count it as a failure too (not every
    // suite around a failed test, which vitest counts as failed suites as well).
    const failedFiles = report.testResults.filter(
      (file) =>
        file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
    );
    totals.failed += report.numFailedTests + failedFiles.length;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    failedTests.push(...failedIn(name, report));
    if (report.numPassedTests + report.numFailedTests === 0) {
      console.error(`vitest ${name} ran no test`);
      failures.push(`${name}: ran no test`);
      return false;
    }
  } catch {
    console.error(`vitest ${name} wrote no report`);
    failures.push(`${name}: no report`);
    return false;
  }
  return ok;
}

/** `project: file > test: the first line of its error`, for each failure in one report. */
function failedIn(project: string, report: VitestReport): string[] {
  const firstLine = (text = '') => text.trim().split('\n')[0]?.slice(0, 300) ?? '';
  return report.testResults.flatMap((file) => {
    const where = `${project}: ${path.relative(ROOT, file.name)}`;
    const tests = file.assertionResults.filter((t) => t.status === 'failed');
    if (tests.length === 0 && file.status === 'failed')
      return [`${where}: ${firstLine(file.message)}`];
    return tests.map((t) => `${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  });
}

/** One group of the benchmarks' smoke run (scripts/bench/smoke.ts). */
function smoke(group: 'local' | 'stack', env: Record<string, string> = {}): Promise<boolean> {
  const script = ['--import', 'tsx', 'scripts/bench/smoke.ts', '--group', group];
  return run(`bench smoke (${group})`, 'node', script, env);
}

/** Chromium and its fonts for the journeys, from apt-get on a fresh machine. */
async function ensureBrowser(): Promise<boolean> {
  const missing = missingBrowserPackages();
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    console.error(installHint(missing));
    failures.push('browser');
    return false;
  }
  const [update, install] = aptGetInstall(missing);
  return (
    (await run('apt-get update', 'apt-get', update!)) && (await run('browser', 'apt-get', install!))
  );
}

async function checksLane(): Promise<boolean> {
  let ok = true;
  for (const script of ['typecheck', 'format:check', 'lint', 'knip']) {
    ok = (await run(script, 'npm', ['run', '--silent', script])) && ok;
  }
  return ok;
}

async function main(): Promise<number> {
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(LOGS, { recursive: true });

  const chromium = ensureBrowser();
  const built = run('build', 'npm', ['run', '--silent', 'build']);
  // The benchmarks that need only the build, once (decision 064), beside everything else.
  const benchLocal = built.then((ok) => ok && smoke('local'));
  const checks = checksLane();
  // The unit tier reads the build's output (bundle metadata, the server build).
  const unit = Promise.all([checks, built]).then(() => vitest('unit', 'unit*'));

  let stack: Stack | undefined;
  try {
    if (!(await built)) throw new Error('the build failed: the stack cannot start');
    const stackStart = Date.now();
    console.log(`▶ stack (at ${seconds(stackStart - STARTED)})`);
    stack = await startStack({
      seed: true,
      testFunctions: true,
      persist: false,
      log: (line) => process.env.SPACES_STACK_LOG && console.log(line),
    });
    timings.push({ name: 'stack + seed', start: stackStart, end: Date.now(), ok: true });
    const env = stack.env;

    // The functions' suites, two files at a time, beside our emulators' conformance and the rules
    // suites; the journeys follow them (decision 004).
    const emulator = vitest('emulator', 'emulator', { env });
    const conformance = vitest('conformance', 'conformance', { env });
    const journeys = Promise.all([unit, chromium, emulator, conformance]).then(([, browser]) =>
      browser ? vitest('e2e', 'e2e', { env }) : false,
    );
    await Promise.all([journeys, emulator, conformance]);
    noteStackMemory(stack, 'stack after the emulator tier and the journeys');
    // The page budgets count every read of the database: alone on the stack (vitest.config.ts);
    // beside them, the stacks tier starts two stacks of its own.
    await Promise.all([
      chromium
        .then((browser) => browser && vitest('e2e-alone', 'e2e-alone', { env }))
        // The benchmarks that use the stack, once (decision 064): after the page budgets, the
        // stack to themselves.
        .then(() => smoke('stack', env)),
      vitest('stacks', 'stacks'),
    ]);
    // Last and alone: the suites that clear the demo data or swap the Storage rules, and the
    // crash suites, which need a quiet machine (vitest.config.ts).
    await vitest('emulator-alone', 'emulator-alone', { env });
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
    console.error(error);
  } finally {
    await stack?.stop();
  }
  await Promise.all([unit, checks, chromium, benchLocal]);

  printTimings();
  if (existsSync(SCREENSHOTS)) console.log(`\nscreenshots: ${path.relative(ROOT, SCREENSHOTS)}/`);
  if (failures.length > 0) console.log(`\nfailed: ${failures.join(', ')}`);
  for (const line of failedTests) console.log(`  ✗ ${line}`);
  const flaky = readdirSync(REPORTS)
    .filter((name) => /^flaky-.*\.txt$/.test(name))
    .flatMap((name) => readFileSync(path.join(REPORTS, name), 'utf8').trim().split('\n'));
  if (flaky.length > 0) console.log(`\npassed on the second try (scripts/flaky-reporter.ts):`);
  for (const line of flaky) console.log(`  ~ ${line}`);
  console.log(
    `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  return failures.length === 0 && totals.failed === 0 ? 0 : 1;
}

/** What ran when, from the start of `npm test`: the figures the README and decision 004 quote. */
function printTimings(): void {
  console.log('\ntask                        start      took   machine busy');
  for (const t of [...timings].sort((a, b) => a.start - b.start)) {
    const from = seconds(t.start - STARTED).padStart(7);
    const took = seconds(t.end - t.start).padStart(9);
    const busy = t.busy === undefined ? '' : `${Math.round(t.busy * 100)} %`.padStart(15);
    console.log(`${(t.ok ? '  ' : '✗ ') + t.name.padEnd(24)}${from}${took}${busy}`);
  }
  console.log(`whole suite: ${seconds(Date.now() - STARTED)}`);
  for (const line of memory) console.log(line);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
