// Visitor sends posted to the running local stack's send form (`/_send`): accepted sends per second from many
// distinct clients into ONE space (where the per-space counter shards and message counter shards
// contend), against a baseline measured in the same run, the same sends spread over many spaces.
// Bounded by a count and a time limit; stops by itself.
//
//   SPACES_PORT_OFFSET=N node --import tsx scripts/bench/sends.ts [--sends 300] [--seconds 30]
//     [--concurrency 8] [--spaces 10]
//     [--smoke]   (npm test's smoke tier, smoke.ts: 4 sends of each run, 2 at a time, 3 spaces;
//                 every send must be accepted)
//
// Start the stack first (scripts/stack.ts --build); the spaces are written with the Admin SDK.
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../stack';
import { openFanMessageSpace, postFanMessage, sendFormUrl } from './fan-space';
import { compareOneSpace, distinctClients, oneSpaceOptions, useRunningStack } from './one-space';

const {
  limits,
  spaces: spaceCount,
  smoke,
} = oneSpaceOptions(
  'sends',
  { count: 300, concurrency: 8, spaces: 10 },
  { count: 4, concurrency: 2, spaces: 3 },
);
const env = useRunningStack();
const db = getFirestore();
const endpoint = sendFormUrl(env.SPACES_FUNCTIONS_ORIGIN!, PROJECT_ID);
const run = Math.random().toString(36).slice(2, 8);

/** A published space that takes fan messages, written directly; answers its slug. */
async function openSpace(i: number): Promise<string> {
  const slug = `bench-${run}-${i}`;
  await openFanMessageSpace(db, slug);
  return slug;
}

const nextClient = distinctClients();

async function send(slug: string, i: number): Promise<string> {
  return (await postFanMessage(endpoint, slug, `bench message ${i}`, nextClient())).outcome;
}

async function main() {
  const slugs = await Promise.all(Array.from({ length: spaceCount }, (_, i) => openSpace(i)));
  await compareOneSpace(
    'fan messages to /_send, sends',
    limits,
    slugs.length - 1,
    (space, i) => send(slugs[space]!, i),
    smoke,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
