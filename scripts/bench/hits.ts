// Insights' hits through the running local stack (Hosting's rewrite to the countHit function):
// accepted view hits per second from many distinct clients into ONE space — where a single
// counter document would serialise them, and the shards should not — against a baseline measured
// in the same run, the same hits spread over many spaces. Bounded by a count and a time limit.
//
//   SPACES_PORT_OFFSET=N node --import tsx scripts/bench/hits.ts [--hits 2000] [--seconds 30]
//     [--concurrency 32] [--spaces 20]
//     [--smoke]   (npm test's smoke tier, smoke.ts: 6 hits of each run, 2 at a time, 2 spaces;
//                 every hit must be accepted, and counted)
//
// Start the stack first (scripts/stack.ts --build). Hits are signed with the stack's local
// secret (functions/.secret.local), as the public pages sign them.
import { hitMinuteOf, hitPath, japanDate, TOP_PAGE } from '@spaces/contracts';
import path from 'node:path';
import { signHit } from '../../functions/src/insights/counting';
import { computeDay } from '../../functions/src/insights/store';
import { readDotenvFiles } from '../../tooling/dotenv';
import { ROOT } from '../stack';
import { compareOneSpace, distinctClients, oneSpaceOptions, useRunningStack } from './one-space';

const {
  limits,
  spaces: spaceCount,
  smoke,
} = oneSpaceOptions(
  'hits',
  { count: 2000, concurrency: 32, spaces: 20 },
  { count: 6, concurrency: 2, spaces: 2 },
);
const env = useRunningStack();
const secret = readDotenvFiles(path.join(ROOT, 'functions'), ['.secret.local']).get(
  'SPACES_INSIGHTS_SECRET',
);
if (!secret) throw new Error('functions/.secret.local has no SPACES_INSIGHTS_SECRET');
const run = Math.random().toString(36).slice(2, 8);
const AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const spaceIdOf = (i: number) => `bench-${run}-${i}`;

/** The pixel of a space that exists only in this run (hits need no space document). */
const pixelOf = (i: number) => {
  const spaceId = spaceIdOf(i);
  const minute = hitMinuteOf(new Date());
  return (
    env.SPACES_HOSTING_ORIGIN +
    hitPath('view', spaceId, TOP_PAGE, minute, signHit(secret, 'view', spaceId, TOP_PAGE, minute))
  );
};

/** A new client per hit: every hit is also a first sight (two writes). */
const nextClient = distinctClients();

async function hit(pixel: string): Promise<string> {
  const response = await fetch(pixel, {
    headers: { 'User-Agent': AGENT, 'X-Forwarded-For': nextClient() },
  });
  await response.arrayBuffer();
  return response.status === 200 ? 'accepted' : 'failed';
}

async function main() {
  const pixels = Array.from({ length: spaceCount + 1 }, (_, i) => pixelOf(i));
  const single = await compareOneSpace(
    'countHit via Hosting, view hits',
    limits,
    spaceCount,
    (space) => hit(pixels[space]!),
    smoke,
  );
  // Answered is not counted: the shards of the one space must hold every hit it accepted.
  const { views, visitors } = await computeDay(spaceIdOf(0), japanDate(new Date()));
  console.log(`one space's shards: ${views} views, ${visitors} visitors`);
  if (views !== single.accepted) throw new Error(`${single.accepted} accepted, ${views} counted`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
