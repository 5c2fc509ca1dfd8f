// npm test's smoke run of the benchmarks: every benchmark in scripts/bench/ once, with --smoke (a
// few iterations: each says what its --smoke does), so that a benchmark that no longer runs fails
// the suite instead of the next person who measures (decision 064). Only exact budgets are judged
// (bytes, reads per view: `exact` in hosting/budgets.ts); rates and timings of a few iterations,
// beside other tiers, mean nothing and are not.
//
//   node --import tsx scripts/bench/smoke.ts [--group local|stack] [--only ssr,page]
//
//   local  needs the build (`npm run build`), no stack: the SSR servers, the functions bundle's
//          imports, emulators of their own on free ports, share cards, images, rules.
//   stack  measures through the stack at SPACES_PORT_OFFSET, which must be up with the demo
//          seeded, and must have it to itself: page.ts resets and counts every document read (as
//          e2e/page-budgets.test.ts does), and the send benchmarks write. It ends once the stack has
//          settled, so that the triggers its sends started do not run into what follows.
//
// Without --group, both groups run side by side. Each benchmark's output is printed whole when it
// ends; the last lines are a table of what ran and `bench smoke: N passed, N failed`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { settled } from '../../functions/test/support/settled';
import { overExactBudgets, type Figure } from './figures';
import { runningStack } from './running-stack';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');

type Group = 'local' | 'stack';

interface Smoke {
  group: Group;
  /** Arguments beside --smoke. */
  args?: () => Promise<string[]>;
  /** Writes its figures with --json FILE: their exact budgets are judged. */
  figures?: true;
}

/** A port nothing listens on now, for a benchmark that starts an emulator of its own. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
const onFreePort = async () => ['--port', String(await freePort())];

/**
 * Every benchmark, by file. The stack group runs in this order: page.ts first, while the stack is
 * as the tiers before left it (it waits for the stack to settle itself), then those that write.
 */
export const SMOKES: Record<string, Smoke> = {
  'cards.ts': { group: 'local' },
  'firestore.ts': { group: 'local', args: onFreePort },
  'images.ts': { group: 'local' },
  'imports.ts': { group: 'local', figures: true },
  'rules.ts': { group: 'local' },
  'ssr.ts': { group: 'local', figures: true },
  'storage.ts': { group: 'local', args: onFreePort },
  'page.ts': { group: 'stack', figures: true },
  'memory.ts': { group: 'stack', figures: true },
  'sends.ts': { group: 'stack' },
  'hits.ts': { group: 'stack' },
  'flood.ts': { group: 'stack', figures: true },
};

/** The files that run benchmarks of others rather than measure: `npm run bench` and this. */
const RUNNERS = new Set(['run.ts', 'smoke.ts']);

/**
 * The benchmarks in `dir`: its scripts that no other script there imports or starts (those are
 * their parts: figures.ts, one-space.ts, ssr-server.ts…), tests and the runners aside.
 */
export function benchmarksIn(dir: string): string[] {
  const scripts = readdirSync(dir).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !RUNNERS.has(file),
  );
  const sources = scripts.map((file) => ({
    file,
    text: readFileSync(path.join(dir, file), 'utf8'),
  }));
  const used = (file: string) => {
    const name = file.replace(/\.tsx?$/, '').replace(/[.-]/g, (c) => `\\${c}`);
    const reference = new RegExp(`['"](\\./${name}(\\.[jt]sx?)?|${name}\\.tsx?)['"]`);
    return sources.some((source) => source.file !== file && reference.test(source.text));
  };
  return scripts.filter((file) => !used(file)).sort();
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  note: string;
}

/** A benchmark smoke run may not hang the suite. */
const TIME_LIMIT_MS = 240_000;

function runOne(name: string, smoke: Smoke, scratch: string): Promise<Outcome> {
  const started = Date.now();
  const json = path.join(scratch, `${name}.json`);
  return (async () => {
    const args = [
      '--import',
      'tsx',
      path.join(HERE, name),
      '--smoke',
      ...(smoke.figures ? ['--json', json] : []),
      ...((await smoke.args?.()) ?? []),
    ];
    const chunks: Buffer[] = [];
    const code = await new Promise<number | string>((resolve) => {
      const child = spawn(process.execPath, args, {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: process.env,
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), TIME_LIMIT_MS);
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.on('error', (error) => resolve(error.message));
      child.on('exit', (exitCode, signal) => {
        clearTimeout(timer);
        resolve(exitCode ?? `killed (${signal}) after ${TIME_LIMIT_MS / 1000} s`);
      });
    });
    const seconds = (Date.now() - started) / 1000;
    console.log(`\n── ${name} --smoke (${seconds.toFixed(0)} s) ──`);
    process.stdout.write(Buffer.concat(chunks));
    if (code !== 0) return { name, ok: false, seconds, note: `exited with ${code}` };
    if (!smoke.figures) return { name, ok: true, seconds, note: '' };
    const figures = JSON.parse(readFileSync(json, 'utf8')) as Figure[];
    const exact = figures.filter((figure) => figure.exact);
    const over = overExactBudgets(figures);
    const judged =
      exact.length === 0
        ? 'no exact budget among its figures'
        : `${exact.length - over.length} of ${exact.length} exact budgets met`;
    if (over.length === 0) return { name, ok: true, seconds, note: judged };
    const broken = over.map((f) => `${f.figure} ${f.value} (${f.goal!.op} ${f.goal!.target})`);
    return { name, ok: false, seconds, note: `${judged}; over: ${broken.join('; ')}` };
  })();
}

/** Runs `names` one after another. */
async function inTurn(names: string[], scratch: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const name of names) outcomes.push(await runOne(name, SMOKES[name]!, scratch));
  return outcomes;
}

async function stackGroup(names: string[], scratch: string): Promise<Outcome[]> {
  if (names.length === 0) return [];
  Object.assign(process.env, runningStack().env);
  const outcomes = await inTurn(names, scratch);
  const started = Date.now();
  const quiet = await settled(120_000).then(
    () => ({ ok: true, note: '' }),
    (error: unknown) => ({ ok: false, note: String(error) }),
  );
  const seconds = (Date.now() - started) / 1000;
  return [...outcomes, { name: '(the stack settles)', seconds, ...quiet }];
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { group: { type: 'string' }, only: { type: 'string' } },
  });
  if (values.group !== undefined && values.group !== 'local' && values.group !== 'stack')
    throw new Error(`--group is local or stack, not ${values.group}`);
  const found = benchmarksIn(HERE);
  const unlisted = found.filter((name) => !(name in SMOKES));
  const missing = Object.keys(SMOKES).filter((name) => !found.includes(name));
  if (unlisted.length > 0 || missing.length > 0)
    throw new Error(
      `smoke.ts's list is not scripts/bench/'s benchmarks: ` +
        `unlisted ${unlisted.join(', ') || 'none'}; gone ${missing.join(', ') || 'none'}`,
    );
  const only = values.only?.split(',').map((name) => (name.endsWith('.ts') ? name : `${name}.ts`));
  const chosen = (group: Group) =>
    Object.keys(SMOKES).filter(
      (name) =>
        SMOKES[name]!.group === group &&
        (values.group === undefined || values.group === group) &&
        (!only || only.includes(name)),
    );

  const scratch = mkdtempSync(path.join(tmpdir(), 'spaces-bench-smoke-'));
  const started = Date.now();
  let outcomes: Outcome[];
  try {
    // Two at a time: the local ones in turn beside the stack's in turn.
    outcomes = (
      await Promise.all([inTurn(chosen('local'), scratch), stackGroup(chosen('stack'), scratch)])
    ).flat();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  console.log('\nbenchmark                      took  result');
  for (const o of outcomes)
    console.log(
      `${o.name.padEnd(28)} ${`${o.seconds.toFixed(0)} s`.padStart(6)}  ${o.ok ? 'ok' : 'FAILED'}` +
        (o.note ? `  ${o.note}` : ''),
    );
  const failed = outcomes.filter((o) => !o.ok).length;
  console.log(
    `bench smoke: ${outcomes.length - failed} passed, ${failed} failed, ` +
      `in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
