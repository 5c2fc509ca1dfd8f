// `npm run bench`: the visitor-facing benchmarks in one run — the SSR handler against a bare
// renderToString baseline (ssr.ts), the visitors' functions' cold imports against the whole
// functions bundle's (imports.ts), the public pages in Chromium and Lighthouse (page.ts) and a
// flood of one space against the same load over ten (flood.ts) — on a stack of its own, ending
// with one table of figure, value, goal and verdict.
// `npm run bench:check` is the same run, failing when a figure breaks its budget.
//
//   node --import tsx scripts/bench/run.ts [--check] [--no-lighthouse]
//
// The stack listens at SPACES_PORT_OFFSET (default 0): stop `npm start` first, or set an offset.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, startStack } from '../stack';
import { printTable, type Figure } from './figures';

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});

const scratch = mkdtempSync(path.join(tmpdir(), 'spaces-bench-'));

/** Runs one benchmark script; its figures come back through a JSON file. */
function bench(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Figure[]> {
  const out = path.join(scratch, `${path.basename(script, '.ts')}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'scripts/bench', script), '--json', out, ...args],
      { cwd: ROOT, env, stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      resolve(JSON.parse(readFileSync(out, 'utf8')) as Figure[]);
    });
  });
}

async function main(): Promise<number> {
  const figures: Figure[] = [];
  // The SSR benchmark needs the build, not the stack: it runs first, while the emulators idle.
  // page.ts counts every document read of the database, so it must come after the seed's triggers
  // have settled: run straight after the seed, it counted 3.8 reads per view of /demo, not 1.
  const stack = await startStack({ build: true, seed: true, log: () => undefined });
  try {
    const env = { ...process.env, ...stack.env };
    figures.push(...(await bench('ssr.ts', [], env)));
    figures.push(...(await bench('imports.ts', ['--visitors'], env)));
    const pageArgs = values['no-lighthouse'] ? ['--no-lighthouse'] : [];
    figures.push(...(await bench('page.ts', pageArgs, env)));
    // Last: its thousands of writes would disturb page.ts's count of document reads.
    figures.push(...(await bench('flood.ts', ['--sends', '800', '--seconds', '40'], env)));
  } finally {
    await stack.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  const over = printTable(figures);
  if (over.length === 0) {
    console.log('\nEvery budget is met.');
    return 0;
  }
  console.log(`\n${over.length} over budget: ${over.map((f) => f.figure).join('; ')}`);
  return values.check ? 1 : 0;
}

process.exitCode = await main();
