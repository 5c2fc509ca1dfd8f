// `npm run conformance`: Google's own test suites for its emulators, run unchanged against ours
// from local checkouts at pinned tags (issue 19). The machines that run `npm test` reach only the
// npm registry, so these suites are never part of it and never copied in.
//
//   npm run conformance -- [--firebase-tools DIR] [--only NAME,...] [--verbose]
//     (or FIREBASE_TOOLS_DIR): a checkout of firebase/firebase-tools at FIREBASE_TOOLS_TAG with
//     its dependencies installed: `npm ci --ignore-scripts` there.
//
// Prints one line per suite, `suite: passed/total`, and each failing test's title and message.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const FIREBASE_TOOLS_TAG = 'v15.28.1';
const here = path.dirname(fileURLToPath(import.meta.url));

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

const { values } = parseArgs({
  options: {
    'firebase-tools': { type: 'string', default: process.env.FIREBASE_TOOLS_DIR },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

interface MochaTest {
  fullTitle: string;
  err?: { message?: string };
}
interface MochaReport {
  stats: { passes: number; failures: number; pending: number; tests: number };
  failures: MochaTest[];
  passes: MochaTest[];
}

function mocha(cwd: string, file: string, output: string): Promise<number> {
  const bin = path.join(cwd, 'node_modules/.bin/mocha');
  const args = [
    '--require',
    path.join(here, 'hook.cjs'),
    // A suite that leaves a handle open must still end.
    '--exit',
    '--reporter',
    'json',
    '--reporter-option',
    `output=${output}`,
    file,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      cwd,
      stdio: ['ignore', values.verbose ? 'inherit' : 'ignore', values.verbose ? 'inherit' : 'pipe'],
      env: {
        ...process.env,
        ...(values.verbose ? { CONFORMANCE_VERBOSE: '1' } : {}),
        // Google's suites reach no Google server here: no credentials, no metadata server.
        METADATA_SERVER_DETECTION: 'none',
      },
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function pinned(dir: string, tag: string): void {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  if (`v${pkg.version}` !== tag)
    console.warn(`warning: ${dir} is ${pkg.version}; the figures are kept for ${tag}`);
}

async function storage(dir: string): Promise<{ passed: number; total: number }> {
  pinned(dir, FIREBASE_TOOLS_TAG);
  const scratch = mkdtempSync(path.join(tmpdir(), 'conformance-'));
  const wanted = values.only?.split(',');
  const totals = { passed: 0, total: 0 };
  for (const [name, file] of Object.entries(STORAGE_SUITES)) {
    if (wanted && !wanted.some((w) => name.includes(w))) continue;
    const output = path.join(scratch, `${name.replaceAll(' ', '-')}.json`);
    await mocha(dir, path.join('scripts/storage-emulator-integration', file), output);
    if (!existsSync(output)) {
      console.log(`${name}: did not run (mocha wrote no report; --verbose shows why)`);
      continue;
    }
    const report = JSON.parse(readFileSync(output, 'utf8')) as MochaReport;
    const total = report.stats.passes + report.stats.failures;
    console.log(`${name}: ${report.stats.passes}/${total}`);
    for (const failure of report.failures)
      console.log(`  ✗ ${failure.fullTitle}: ${(failure.err?.message ?? '').split('\n')[0]}`);
    totals.passed += report.stats.passes;
    totals.total += total;
  }
  return totals;
}

const toolsDir = values['firebase-tools'];
if (!toolsDir) {
  console.error('Give a firebase-tools checkout: --firebase-tools DIR or FIREBASE_TOOLS_DIR.');
  process.exit(2);
}
const result = await storage(path.resolve(toolsDir));
const share = result.total ? ((100 * result.passed) / result.total).toFixed(1) : '0';
console.log(`storage: ${result.passed}/${result.total} (${share} %)`);
