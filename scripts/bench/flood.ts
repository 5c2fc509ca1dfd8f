// A flood through the running local stack's send form (decision 044): fan messages from many
// addresses, each sending its per-minute limit, into ONE space, beside the same load spread over
// ten spaces, measured in the same run. What counts is the sends accepted or held per second: a
// flood must be absorbed (held for review once the space's window overflows and it enters raid
// mode), not refused, and must not slow the space down through contention on its documents.
// Bounded by a count and a time limit; stops by itself.
//
//   SPACES_PORT_OFFSET=N node --import tsx scripts/bench/flood.ts [--sends 1200] [--seconds 60]
//     [--concurrency 8] [--json FILE]   (figures for scripts/bench/run.ts)
//     [--smoke]   (npm test's smoke tier, smoke.ts: 10 sends of each run, 2 at a time, 3 spaces
//                 spread over; every send must be accepted or held)
//
// Start the stack first (scripts/stack.ts --build); the spaces are written with the Admin SDK.
import { RATE_LIMITS } from '@spaces/contracts';
import { getFirestore } from 'firebase-admin/firestore';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PROJECT_ID } from '../stack';
import { openFanMessageSpace, postFanMessage, sendFormUrl } from './fan-space';
import type { Figure } from './figures';
import { measure, requireEveryAccepted, useRunningStack, type Run } from './one-space';

const { values } = parseArgs({
  options: {
    sends: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    concurrency: { type: 'string' },
    json: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const smoke = values.smoke;
const limits = {
  count: Number(values.sends ?? (smoke ? 10 : 1200)),
  seconds: Number(values.seconds),
  concurrency: Number(values.concurrency ?? (smoke ? 2 : 8)),
};
const SPREAD = smoke ? 3 : 10;

const env = useRunningStack();
const db = getFirestore();
const endpoint = sendFormUrl(env.SPACES_FUNCTIONS_ORIGIN!, PROJECT_ID);
const run = Math.random().toString(36).slice(2, 8);

/** A published space that takes fan messages, written directly; answers its id and slug. */
async function openSpace(i: number): Promise<{ spaceId: string; slug: string }> {
  const slug = `flood-${run}-${i}`;
  return { spaceId: await openFanMessageSpace(db, slug), slug };
}

/**
 * The flooder's address for send `i` of a run: each address sends the per-client limit of a
 * minute, as a script spreading itself over many addresses would. Each run has its own range, so
 * no run meets another's counters.
 */
const addressOf = (range: number, i: number) => {
  const n = Math.floor(i / RATE_LIMITS.clientPerMinute.limit);
  return `10.${range}.${(n >> 8) & 255}.${n & 255}`;
};

async function send(slug: string, address: string, i: number, held: { count: number }) {
  const answer = await postFanMessage(endpoint, slug, `flood ${i}`, address);
  if (answer.held) held.count++;
  return answer.outcome;
}

async function raidSince(spaceId: string): Promise<string> {
  const value: unknown = (await db.doc(`spaces/${spaceId}`).get()).get('moderation.raidSince');
  return value ? 'raid mode entered' : 'no raid mode';
}

const rate = (r: Run) => r.accepted / r.seconds;

function line(name: string, r: Run, held: number): string {
  const other = Object.entries(r.other).map(([why, n]) => `, ${n} ${why}`);
  return (
    `${name.padEnd(24)} ${rate(r).toFixed(1).padStart(7)} accepted or held/s  ` +
    `(${r.accepted} accepted, ${held} of them held${other.join('')}, ${r.seconds.toFixed(1)} s)`
  );
}

async function main() {
  const [warm, flooded, ...spread] = await Promise.all(
    Array.from({ length: SPREAD + 2 }, (_, i) => openSpace(i)),
  );
  const ranges = { warm: 1 + (Date.now() % 50), spread: 0, one: 0 };
  ranges.spread = ranges.warm + 50;
  ranges.one = ranges.warm + 100;
  // Warms the emulator's workers on a space of its own, so neither run pays for their start.
  const unused = { count: 0 };
  await measure({ ...limits, count: limits.concurrency * 2 }, (i) =>
    send(warm!.slug, addressOf(ranges.warm, i), i, unused),
  );
  console.log(
    `fan-message flood to /_send, ${limits.count} at most, ${limits.seconds} s at most, ` +
      `${limits.concurrency} at a time, ${RATE_LIMITS.clientPerMinute.limit} per address`,
  );
  const spreadHeld = { count: 0 };
  const baseline = await measure(limits, (i) =>
    send(spread[i % SPREAD]!.slug, addressOf(ranges.spread, i), i, spreadHeld),
  );
  const oneHeld = { count: 0 };
  const one = await measure(limits, (i) =>
    send(flooded!.slug, addressOf(ranges.one, i), i, oneHeld),
  );
  const ratio = rate(one) / rate(baseline);
  console.log(line(`spread over ${SPREAD} spaces`, baseline, spreadHeld.count));
  console.log(line('one space', one, oneHeld.count));
  console.log(`one space: ${await raidSince(flooded!.spaceId)}`);
  console.log(`ratio one space / spread: ${ratio.toFixed(2)}`);
  if (smoke) {
    requireEveryAccepted('spread', baseline);
    requireEveryAccepted('one space', one);
  }
  if (values.json) {
    const figures: Figure[] = [
      { figure: 'flood, spread: sends/s', value: rate(baseline), unit: '/s', goal: null },
      { figure: 'flood, one space: sends/s', value: rate(one), unit: '/s', goal: null },
      { figure: 'flood, one space / spread', value: ratio, unit: '', goal: null },
      {
        figure: 'flood, one space: refused or failed',
        value: Object.values(one.other).reduce((sum, n) => sum + n, 0),
        unit: '',
        goal: null,
      },
    ];
    writeFileSync(values.json, JSON.stringify(figures, null, 2));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
