// `npm run check`: the inner loop. Typecheck, format, lint and the unit tests of what changed, side
// by side, each from its cache (docs/decisions/004-test-tiers.md, "The inner loop"). `npm test`
// stays the whole suite.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './stack';

const BIN = path.join(ROOT, 'node_modules', '.bin');
const CACHE = path.join(ROOT, 'node_modules', '.cache');

/**
 * The unit tests to run: those whose files or imports changed since the branch left origin/main
 * (committed or not, and untracked files), so that work not yet landed is always covered; a
 * clone without origin/main falls back to the changes not yet committed.
 */
function changedSince(): string[] {
  const base = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'origin/main'], { cwd: ROOT });
  return base.status === 0 ? ['--changed', 'origin/main'] : ['--changed'];
}

interface Task {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const TASKS: Task[] = [
  // tsc -b: only the projects whose files changed are checked again (tsconfig.json).
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  {
    name: 'format',
    command: 'prettier',
    args: [
      '--check',
      '--cache',
      '--cache-location',
      path.join(CACHE, 'prettier', 'cache.json'),
      '.',
    ],
  },
  {
    // The cache skips files whose content is unchanged. A type-aware rule in an unchanged file
    // may still depend on a changed file's types: `npm run lint` (in `npm test`) lints all.
    name: 'lint',
    command: 'eslint',
    args: [
      '.',
      '--max-warnings=0',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      path.join(CACHE, 'eslint') + path.sep,
    ],
  },
  {
    name: 'unit',
    command: 'vitest',
    args: ['run', '--project', 'unit*', ...changedSince(), '--passWithNoTests'],
    // The inner loop builds nothing: the unit tests of the build's output are left to `npm test`.
    env: { SPACES_WITHOUT_BUILD: '1' },
  },
];

interface Outcome {
  task: Task;
  code: number;
  output: string;
  seconds: number;
}

function run(task: Task): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(task.command, task.args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // FORCE_COLOR: the tools write to a pipe here, yet a person reads their output.
      env: {
        ...process.env,
        ...task.env,
        FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
        PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
      },
    });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (code: number) =>
      resolve({
        task,
        code,
        output: Buffer.concat(chunks).toString().trimEnd(),
        seconds: (performance.now() - started) / 1000,
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(error.message));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

/**
 * What the tasks read and git does not hold, built before they start side by side: the editor's
 * precompiled validators (decision 048), which typecheck, lint and the unit tests all import.
 */
const PREPARE: Task = {
  name: 'validators',
  command: 'npm',
  args: ['run', '--silent', 'validators', '-w', 'hosting'],
};

async function main(): Promise<number> {
  const started = performance.now();
  const prepared = await run(PREPARE);
  if (prepared.code !== 0) {
    console.log(`── ${PREPARE.name} FAILED\n${prepared.output}`);
    return 1;
  }
  // Each task's output as one block, printed as it finishes.
  const outcomes = await Promise.all(
    TASKS.map(async (task) => {
      const outcome = await run(task);
      const { name, command, args } = outcome.task;
      console.log(`\n── ${name}: ${command} ${args.join(' ')}`);
      if (outcome.output) console.log(outcome.output);
      console.log(
        `── ${name} ${outcome.code === 0 ? 'passed' : 'FAILED'} in ${outcome.seconds.toFixed(1)} s`,
      );
      return outcome;
    }),
  );
  console.log('');
  for (const { task, code, seconds } of outcomes) {
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${task.name.padEnd(10)} ${seconds.toFixed(1)} s`);
  }
  console.log(`check: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return outcomes.every(({ code }) => code === 0) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
