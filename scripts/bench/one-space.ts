// What the one-space benchmarks (sends.ts, hits.ts) share: requests `concurrency` at a time until
// a count or a time limit, accepted ones per second, and the comparison of ONE space, where writes
// would contend, against the same requests spread over many spaces, measured in the same run;
// their command line, and the running stack they measure through.
import { getApps, initializeApp } from 'firebase-admin/app';
import { parseArgs } from 'node:util';
import { portsFor } from '../ports';
import { PROJECT_ID, stackEnv } from '../stack';

export interface Limits {
  /** Requests at most per run. */
  count: number;
  seconds: number;
  concurrency: number;
}

export interface Run {
  accepted: number;
  /** Requests not accepted, by reason (`failed`, `rate-limited`, …). */
  other: Record<string, number>;
  seconds: number;
}

/** Runs `attempt` for request numbers 0, 1, … within the limits; it answers `accepted` or why not. */
export async function measure(
  limits: Limits,
  attempt: (i: number) => Promise<string>,
): Promise<Run> {
  const run: Run = { accepted: 0, other: {}, seconds: 0 };
  const started = performance.now();
  const deadline = started + limits.seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (next < limits.count && performance.now() < deadline) {
      const outcome = await attempt(next++).catch(() => 'failed');
      if (outcome === 'accepted') run.accepted++;
      else run.other[outcome] = (run.other[outcome] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: limits.concurrency }, worker));
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

const rate = (run: Run) => run.accepted / run.seconds;

/**
 * For npm test's smoke tier (smoke.ts): a tiny run must have every request accepted, or the
 * benchmark no longer measures what it says.
 */
export function requireEveryAccepted(name: string, run: Run): void {
  const other = Object.entries(run.other).map(([why, n]) => `${n} ${why}`);
  if (run.accepted === 0 || other.length > 0)
    throw new Error(`${name}: ${run.accepted} accepted${other.map((o) => `, ${o}`).join('')}`);
}

/**
 * Warms the emulator's workers on a baseline space, then measures the baseline (requests spread
 * over `spaces` spaces) and the one space, and prints both and their ratio. Answers the one
 * space's run.
 */
export async function compareOneSpace(
  title: string,
  limits: Limits,
  spaces: number,
  attempt: (space: number, i: number) => Promise<string>,
  smoke = false,
): Promise<Run> {
  await measure({ ...limits, count: limits.concurrency * 2 }, (i) => attempt(1, i));
  console.log(
    `${title}, ${limits.count} at most, ${limits.seconds} s at most, ${limits.concurrency} at a time`,
  );
  const baseline = await measure(limits, (i) => attempt(1 + (i % spaces), i));
  const single = await measure(limits, (i) => attempt(0, i));
  const line = (name: string, run: Run) => {
    const other = Object.entries(run.other).map(([why, n]) => `, ${n} ${why}`);
    return (
      `${name.padEnd(28)} ${rate(run).toFixed(1).padStart(7)} accepted/s  ` +
      `(${run.accepted} accepted${other.join('')}, ${run.seconds.toFixed(1)} s)`
    );
  };
  console.log(line(`baseline: ${spaces} spaces`, baseline));
  console.log(line('one space', single));
  console.log(`ratio one space / baseline: ${(rate(single) / rate(baseline)).toFixed(2)}`);
  if (smoke) {
    requireEveryAccepted('baseline', baseline);
    requireEveryAccepted('one space', single);
  }
  return single;
}

/** A benchmark's requests per run and spaces in the baseline, in a full run or the smoke tier's. */
interface Sizes {
  count: number;
  concurrency: number;
  spaces: number;
}

/**
 * The command line of a one-space benchmark: `--<countFlag>` (requests per run), `--seconds`,
 * `--concurrency`, `--spaces` and `--smoke`, whose defaults are `smokeSizes` instead of `sizes`.
 */
export function oneSpaceOptions(countFlag: string, sizes: Sizes, smokeSizes: Sizes) {
  const { values } = parseArgs({
    options: {
      [countFlag]: { type: 'string' },
      seconds: { type: 'string', default: '30' },
      concurrency: { type: 'string' },
      spaces: { type: 'string' },
      smoke: { type: 'boolean', default: false },
    },
  });
  const smoke = values.smoke === true;
  const defaults = smoke ? smokeSizes : sizes;
  const given = (name: string, fallback: number) => {
    const value = values[name];
    return typeof value === 'string' ? Number(value) : fallback;
  };
  const limits: Limits = {
    count: given(countFlag, defaults.count),
    seconds: Number(values.seconds),
    concurrency: given('concurrency', defaults.concurrency),
  };
  return { limits, spaces: given('spaces', defaults.spaces), smoke };
}

/**
 * The environment of the stack at SPACES_PORT_OFFSET, set on this process, with the default Admin
 * app on its emulators.
 */
export function useRunningStack(): Record<string, string> {
  const env = stackEnv(portsFor(Number(process.env.SPACES_PORT_OFFSET ?? 0)));
  Object.assign(process.env, env);
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  return env;
}

/** New client addresses, one a call, so that only the per-space limits and contention remain. */
export function distinctClients(): () => string {
  let n = -1;
  return () => {
    n += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}
