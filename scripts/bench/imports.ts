// What a deployed function's instance pays to load its code: for each function, a fresh Node
// process imports the functions bundle's entry (every declaration) and then the chunks and the
// packages the function's handler imports on its first call; the time and resident memory of those imports
// (median of several processes) beside the whole bundle's (the entry and every chunk, as the
// single-file bundle loaded before each handler imported its own code) measured in the same run,
// and their ratio. Functions that load the same chunks are measured once. Needs the build
// (`npm run build -w functions`), not the stack.
//
//   node --import tsx scripts/bench/imports.ts [--runs 5] [--only sendForm,countHit | --visitors]
//     [--json FILE]   (figures for scripts/bench/run.ts)
//     [--smoke]       (npm test's smoke tier, smoke.ts: the visitors' functions, one process each)
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  deployedFunctions,
  entryCode,
  functionCode,
  readMetafile,
  VISITOR_FUNCTIONS,
  wholeCode,
} from '../../functions/chunks';
import { ROOT } from '../stack';
import type { Figure } from './figures';
import { median } from './stats';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    only: { type: 'string' },
    /** Only the visitors' functions (VISITOR_FUNCTIONS), the ones `npm run bench` prints. */
    visitors: { type: 'boolean', default: false },
    json: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs ?? (values.smoke ? 1 : 5));
const FUNCTIONS_DIR = path.join(ROOT, 'functions');

// Imports the files in order, as the runtime and then the handler do; the clock starts once Node
// is up, so the figure is the import alone.
const IMPORT = `
const started = performance.now();
for (const file of process.argv.slice(1)) await import(file);
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, rss: process.memoryUsage().rss }));
`;

interface Sample {
  ms: number;
  rss: number;
}

/** Output files by their path in functions/; packages by name, as the handler imports them. */
function importCold(files: readonly string[]): Promise<Sample> {
  const urls = files.map((file) =>
    file.startsWith('lib/') ? pathToFileURL(path.join(FUNCTIONS_DIR, file)).href : file,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', IMPORT, ...urls], {
      cwd: FUNCTIONS_DIR,
      env: { ...process.env, GCLOUD_PROJECT: 'demo-spaces' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as Sample);
      else reject(new Error(`importing ${files.join(', ')} failed (${code}): ${out}`));
    });
  });
}

const mb = (bytes: number) => bytes / 1024 / 1024;

interface Row {
  label: string;
  files: string[];
  samples: Sample[];
}

async function main() {
  const metafile = readMetafile();
  const deployed = deployedFunctions();
  // A visitor's function that is no longer deployed would drop its figure without a word.
  const gone = VISITOR_FUNCTIONS.filter((name) => !deployed.some((f) => f.name === name));
  if (gone.length > 0)
    throw new Error(`imports.ts's visitors' functions are not deployed: ${gone.join(', ')}`);
  const visitors = values.visitors || values.smoke;
  const only = values.only
    ? new Set(values.only.split(','))
    : visitors
      ? new Set(VISITOR_FUNCTIONS)
      : undefined;
  const functions = deployed.filter((f) => !only || only.has(f.name));
  if (functions.length === 0) throw new Error(`no deployed function among ${[...only!].join()}`);

  // One measurement per distinct set of files.
  const rows = new Map<string, Row>();
  const rowOf = (label: string, files: string[]) => {
    const key = files.join('\n');
    const row = rows.get(key) ?? { label, files, samples: [] };
    rows.set(key, row);
    return row;
  };
  const bare = rowOf('(node, nothing imported)', []);
  const whole = rowOf('(whole bundle)', wholeCode(metafile).files);
  const entry = rowOf('(declarations only)', entryCode(metafile).files);
  // A function's files, then the packages its code imports on a call (Auth for an account's
  // callable, the Firestore provider for a trigger), which its files alone would not load.
  const byFunction = new Map(
    functions.map((f) => {
      const code = functionCode(metafile, f.module);
      return [f.name, rowOf(f.name, [...code.files, ...code.packages])];
    }),
  );

  console.log(
    `${functions.length} functions, ${rows.size} distinct sets of files, ${runs} cold processes each`,
  );
  // Round-robin, so that a busy spell of the machine spreads over every row.
  for (let run = 0; run < runs; run++) {
    for (const row of rows.values()) row.samples.push(await importCold(row.files));
    process.stdout.write(`run ${run + 1}/${runs} done\n`);
  }

  const wholeMs = median(whole.samples.map((s) => s.ms));
  const wholeRss = median(whole.samples.map((s) => s.rss));
  const line = (name: string, row: Row) => {
    const ms = median(row.samples.map((s) => s.ms));
    const rss = median(row.samples.map((s) => s.rss));
    console.log(
      [
        name.padEnd(26),
        String(row.files.length).padStart(5),
        `${ms.toFixed(0)} ms`.padStart(9),
        `${mb(rss).toFixed(0)} MB`.padStart(8),
        (ms / wholeMs).toFixed(2).padStart(9),
        (rss / wholeRss).toFixed(2).padStart(8),
      ].join('  '),
    );
  };
  console.log(
    `\n${'function'.padEnd(26)}  files  ${'import'.padStart(9)}  ${'RSS'.padStart(8)}  ${'time/all'.padStart(9)}  ${'RSS/all'.padStart(8)}`,
  );
  for (const [name, row] of [
    ['(node, nothing imported)', bare],
    ['(whole bundle)', whole],
    ['(declarations only)', entry],
  ] as const)
    line(name, row);
  for (const [name, row] of byFunction) line(name, row);

  const figures: Figure[] = [
    {
      figure: 'functions: whole bundle import',
      value: Math.round(wholeMs),
      unit: 'ms',
      goal: null,
    },
  ];
  // A visitor's function's share of the whole bundle's import, printed without a budget: the goal
  // of a third is out of reach while every function needs Firestore, whose SDK is most of the
  // whole (decision 038).
  for (const name of VISITOR_FUNCTIONS) {
    const row = byFunction.get(name);
    if (!row) continue;
    const share = median(row.samples.map((s) => s.ms)) / wholeMs;
    figures.push({
      figure: `${name} import, share of whole`,
      value: Number(share.toFixed(2)),
      unit: '',
      goal: null,
    });
  }
  if (values.json) writeFileSync(values.json, JSON.stringify(figures, null, 2));
}

await main();
