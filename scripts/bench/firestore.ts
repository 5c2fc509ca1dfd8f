// Firestore emulator benchmark through firebase-admin: start-up time, single-document commits per
// second, point reads per second and query latency over 10,000 documents.
//   node --import tsx scripts/bench/firestore.ts [--port 18080] [--ops 2000] [--docs 10000]
//     [--data dir]   (persistence on: every commit journaled under dir)
//     [--smoke]      (npm test's smoke tier, smoke.ts: 20 operations, 200 documents, 3 runs of
//                    each query)
// Starts its own emulator in-process on the given port (and once more as a CLI for cold start).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { AggregateField, getFirestore, type Query } from 'firebase-admin/firestore';
import { startFirestoreEmulator } from '../../emulators/src/firestore/index';
import { percentile } from './stats';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '18080' },
    ops: { type: 'string' },
    docs: { type: 'string' },
    data: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const ops = Number(values.ops ?? (values.smoke ? 20 : 2000));
const docCount = Number(values.docs ?? (values.smoke ? 200 : 10_000));
const queryRuns = values.smoke ? 3 : 30;
const projectId = 'demo-bench';

/** Wall time until the standalone CLI prints its ready line. */
async function cliStartup(): Promise<number> {
  const main = fileURLToPath(new URL('../../emulators/src/firestore/main.ts', import.meta.url));
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', main, '--port', String(port), '--functions', 'none'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`emulator exited with ${code}`)));
  });
  const elapsed = performance.now() - started;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

async function timeEach(
  runs: number,
  work: () => Promise<unknown>,
): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const cliMs = await cliStartup();
const t0 = performance.now();
const emulator = await startFirestoreEmulator({
  port,
  projectId,
  functionsOrigin: null,
  dataDir: values.data,
  log: () => undefined,
});
const inProcessMs = performance.now() - t0;

process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
const app = initializeApp({ projectId }, 'bench');
const db = getFirestore(app);
const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 0);

console.log(
  `start-up: CLI ready in ${fmt(cliMs)} ms (cold process), in-process ${fmt(inProcessMs)} ms`,
);

// Warm up the connection so the first RPC's handshake is not measured.
await db.doc('warm/up').set({ ok: true });

let t = performance.now();
for (let i = 0; i < ops; i++) await db.doc(`commits/d${i}`).set({ i, at: Date.now() });
const sequentialCommits = ops / ((performance.now() - t) / 1000);

t = performance.now();
const inFlight = 32;
await Promise.all(
  Array.from({ length: inFlight }, async (_, w) => {
    for (let i = w; i < ops; i += inFlight) await db.doc(`parallel/d${i}`).set({ i });
  }),
);
const parallelCommits = ops / ((performance.now() - t) / 1000);
console.log(
  `single-document commits: ${fmt(sequentialCommits)}/s sequential, ${fmt(parallelCommits)}/s with ${inFlight} in flight`,
);

t = performance.now();
for (let i = 0; i < ops; i++) await db.doc(`commits/d${i % ops}`).get();
const sequentialReads = ops / ((performance.now() - t) / 1000);
t = performance.now();
await Promise.all(
  Array.from({ length: inFlight }, async (_, w) => {
    for (let i = w; i < ops; i += inFlight) await db.doc(`commits/d${i}`).get();
  }),
);
const parallelReads = ops / ((performance.now() - t) / 1000);
console.log(
  `point reads: ${fmt(sequentialReads)}/s sequential, ${fmt(parallelReads)}/s with ${inFlight} in flight`,
);

const items = db.collection('items');
for (let start = 0; start < docCount; start += 500) {
  const batch = db.batch();
  for (let i = start; i < Math.min(docCount, start + 500); i++) {
    batch.set(items.doc(`i${String(i).padStart(5, '0')}`), {
      n: i,
      group: `g${i % 10}`,
      tags: [`t${i % 7}`, `t${i % 11}`],
      title: `Item ${i}`,
    });
  }
  await batch.commit();
}

const queries: Array<[string, Query | (() => Promise<unknown>)]> = [
  ['equality, limit 20', items.where('group', '==', 'g3').limit(20)],
  ['range + orderBy desc, limit 50', items.where('n', '>=', 2500).orderBy('n', 'desc').limit(50)],
  ['array-contains, all matches (~1,430)', items.where('tags', 'array-contains', 't3')],
  ['cursor page (startAfter 9000, limit 20)', items.orderBy('n').startAfter(9000).limit(20)],
  ['count() of one group', () => items.where('group', '==', 'g1').count().get()],
  ['sum(n) over all', () => items.aggregate({ s: AggregateField.sum('n') }).get()],
];
console.log(
  `query latency over ${docCount.toLocaleString('en-US')} documents (${queryRuns} runs each):`,
);
for (const [label, q] of queries) {
  const { p50, p95 } = await timeEach(queryRuns, () => (typeof q === 'function' ? q() : q.get()));
  console.log(
    `  ${label.padEnd(42)} p50 ${fmt(p50).padStart(6)} ms   p95 ${fmt(p95).padStart(6)} ms`,
  );
}

await deleteApp(app);
await emulator.close();
