// Storage emulator benchmark: upload and download throughput through the official SDKs, and what
// the resumable protocol costs over a single multipart request.
//   node --import tsx scripts/bench/storage.ts [--port 29199] [--size-mb 32] [--runs 3] [--data dir]
//     [--smoke]   (npm test's smoke tier, smoke.ts: 1 MiB, one run, 5 small objects)
// Starts its own emulator in-process on the given port.
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getBytes,
  getStorage,
  ref,
  uploadBytes,
  uploadBytesResumable,
} from 'firebase/storage';
import { startStorageEmulator } from '../../emulators/src/storage/index';
import { median } from './stats';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '29199' },
    'size-mb': { type: 'string' },
    runs: { type: 'string' },
    /** Persistence on: every change journaled under this folder. */
    data: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const sizeMb = Number(values['size-mb'] ?? (values.smoke ? 1 : 32));
const runs = Number(values.runs ?? (values.smoke ? 1 : 3));
const projectId = 'demo-bench';
const bucket = `${projectId}.appspot.com`;

const emulator = await startStorageEmulator({
  port,
  projectId,
  dataDir: values.data,
  persist: values.data !== undefined,
  log: () => undefined,
});
process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${port}`;

const web = initializeApp(
  { projectId, apiKey: 'bench', storageBucket: bucket, appId: '1:1:web:1' },
  'bench',
);
const storage = getStorage(web);
connectStorageEmulator(storage, '127.0.0.1', port, { mockUserToken: 'owner' });
const admin = initializeAdminApp({ projectId, storageBucket: bucket }, 'bench-admin');
const adminBucket = getAdminStorage(admin).bucket();

/** Median wall time of `runs` runs, in milliseconds. */
async function medianTime(task: (run: number) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await task(run);
    times.push(performance.now() - start);
  }
  return median(times);
}

const rows: Array<[string, string, string]> = [];
const mbps = (bytes: number, ms: number) =>
  `${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(1)} MiB/s`;
function report(label: string, bytes: number, ms: number): void {
  rows.push([label, `${ms.toFixed(0)} ms`, mbps(bytes, ms)]);
}

const big = new Uint8Array(randomBytes(sizeMb * 1024 * 1024));
const bigPath = `bench/${randomUUID()}/big.bin`;

const multipartMs = await medianTime(() => uploadBytes(ref(storage, bigPath), big));
report(`web uploadBytes ${sizeMb} MiB (one multipart request)`, big.length, multipartMs);

const resumableMs = await medianTime(() => uploadBytesResumable(ref(storage, bigPath), big).then());
report(`web uploadBytesResumable ${sizeMb} MiB (256 KiB → 16 MiB chunks)`, big.length, resumableMs);

const downloadMs = await medianTime(() => getBytes(ref(storage, bigPath)));
report(`web getBytes ${sizeMb} MiB`, big.length, downloadMs);

const adminSaveMs = await medianTime(() => adminBucket.file(bigPath).save(Buffer.from(big)));
report(`admin file.save ${sizeMb} MiB (resumable)`, big.length, adminSaveMs);

const adminDownloadMs = await medianTime(() => adminBucket.file(bigPath).download());
report(`admin file.download ${sizeMb} MiB (crc32c validated)`, big.length, adminDownloadMs);

// Small-object latency: what a page of avatar-sized uploads costs.
const small = new Uint8Array(randomBytes(64 * 1024));
const smallCount = values.smoke ? 5 : 50;
const smallMs = await medianTime(async (run) => {
  for (let i = 0; i < smallCount; i++)
    await uploadBytes(ref(storage, `bench/small/${run}-${i}.bin`), small);
});
rows.push([
  `web uploadBytes 64 KiB × ${smallCount}`,
  `${(smallMs / smallCount).toFixed(2)} ms each`,
  mbps(small.length * smallCount, smallMs),
]);

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`Storage emulator benchmark (median of ${runs} runs, Node ${process.version})`);
for (const [label, time, rate] of rows)
  console.log(`${label.padEnd(width)}  ${time.padStart(14)}  ${rate.padStart(12)}`);
console.log(
  `resumable overhead over multipart: ${(((resumableMs - multipartMs) / multipartMs) * 100).toFixed(0)} %`,
);

await deleteApp(web);
await deleteAdminApp(admin);
await emulator.close();
