// A flood held from its first letter (decision 066), in the red team's shape: 700 letters from 700
// addresses at 500 a minute — under the space's window of 600, so no shard ever fills — then 100
// new fans and 20 regulars. The sends run in this process through the very send transaction
// /_send runs (sends/store.ts with the features' writes), against the stack's Firestore, with the
// abuse gate's clock injected so that the minute passes at the flood's pace without waiting for it;
// the start of raid mode reaches back through the stack's own trigger.
import { RATE_LIMITS } from '@spaces/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { postWrite } from '../src/boards/visitorWrites';
import { messageWrite } from '../src/messages/visitorWrites';
import { AbuseGate } from '../src/platform/abuseGate';
import { Visitor } from '../src/platform/visitor';
import { visitorSend } from '../src/sends/store';
import { db } from './support/firestore';
import { inPool, newOpenSpace, storedMessages } from './support/sends';
import { shardSums } from './support/inbox';
import { unique } from './support/stack';
import { addBoard } from './support/boards';

vi.setConfig({ testTimeout: 600_000 });

const FLOOD = 700;
const FLOOD_PER_MINUTE = 500;
const NEW_FANS = 100;
const REGULARS = 20;

/** The flood's addresses, the new fans' and the regulars': apart from every other suite's. */
const run = Math.floor(Math.random() * 64);
const floodAddress = (n: number) => `100.${64 + run}.${n >> 8}.${n & 255}`;
const fanAddress = (n: number) => `100.${64 + run}.100.${n}`;
const regularAddress = (n: number) => `100.${64 + run}.101.${n}`;

/** The gate's clock: the test moves it. */
let clock = Date.now();
const gate = new AbuseGate({
  enforceAppCheck: false,
  secret: `flood-start-${unique()}`,
  now: () => new Date(clock),
});

/** `delivered`, `held`, or the reason a send was refused. */
type Outcome = string;

async function letter(slug: string, address: string, body: string): Promise<Outcome> {
  const request = { slug, body };
  try {
    const answer = await visitorSend(
      gate,
      Visitor.of(address),
      request,
      messageWrite('letter', request),
    );
    return answer.held ? 'held' : 'delivered';
  } catch (error) {
    return (error as { reason?: string }).reason ?? String(error);
  }
}

async function boardPost(slug: string, boardSlug: string, address: string, body: string) {
  const request = { slug, boardSlug, body };
  const answer = await visitorSend(gate, Visitor.of(address), request, postWrite(request));
  return answer.status;
}

const tally = (outcomes: readonly Outcome[]) =>
  outcomes.reduce<Record<string, number>>((sum, o) => ({ ...sum, [o]: (sum[o] ?? 0) + 1 }), {});

const values = <T>(settled: PromiseSettledResult<T>[]): T[] =>
  settled.map((r) => {
    if (r.status === 'rejected') throw r.reason;
    return r.value;
  });

async function raidSinceOf(spaceId: string): Promise<Date | null | undefined> {
  const moderation = (await db().doc(`spaces/${spaceId}`).get()).get('moderation') as
    { raidSince: Timestamp | null } | undefined;
  return moderation && (moderation.raidSince ? moderation.raidSince.toDate() : null);
}

beforeAll(() => {
  db(); // the Admin SDK's default app, which the sends in this process use
});

describe('a flood under the window', () => {
  it('is held from its first letter; new fans after it wait for review, regulars do not', async () => {
    const space = await newOpenSpace();
    const { slug, spaceId } = space;
    const boardSlug = `b-${unique()}`;
    const board = await addBoard(space.owner, spaceId, { title: 'Wall', slug: boardSlug });

    // The regulars: fans whose letters reached the owner before (stored as if ten minutes ago).
    const earlier = values(
      await inPool(REGULARS, 5, (i) => letter(slug, regularAddress(i), `regular ${i}, before`)),
    );
    expect(earlier).toEqual(Array<Outcome>(REGULARS).fill('delivered'));
    const before = await db()
      .collection(`spaces/${spaceId}/messages`)
      .where('body', '>=', 'regular')
      .get();
    const longAgo = Timestamp.fromMillis(Date.now() - 10 * 60_000);
    await Promise.all(before.docs.map((doc) => doc.ref.update({ createdAt: longAgo })));

    // The flood: one letter from each of 700 addresses, 500 a minute; every 50th is a board post.
    const start = Date.now();
    const gap = 60_000 / FLOOD_PER_MINUTE;
    const flood = values(
      await inPool(FLOOD, 8, async (i) => {
        clock = Math.max(clock, start + i * gap);
        if (i % 50 === 49) {
          const status = await boardPost(slug, boardSlug, floodAddress(i), `flood post ${i}`);
          return status === 'held' ? 'held' : 'delivered';
        }
        return letter(slug, floodAddress(i), `flood ${i}`);
      }),
    );
    const raidSince = await raidSinceOf(spaceId);
    expect(raidSince, JSON.stringify(tally(flood))).toBeInstanceOf(Date);
    // Raid mode began on the rate of first-seen clients, long before a shard of the window filled:
    // the sends before it were delivered, every later one held.
    const firstHeld = flood.indexOf('held');
    expect(firstHeld).toBeGreaterThan(0);
    expect(firstHeld).toBeLessThan(RATE_LIMITS.spacePerMinute.limit / 2);
    expect(Object.keys(tally(flood)).sort()).toEqual(['delivered', 'held']);

    // Then 100 new fans and the 20 regulars, in the flood's minute.
    clock = start + FLOOD * gap;
    const fans = values(
      await inPool(NEW_FANS, 8, (i) => letter(slug, fanAddress(i), `new fan ${i}`)),
    );
    const regulars = values(
      await inPool(REGULARS, 8, (i) => letter(slug, regularAddress(i), `regular ${i}, during`)),
    );
    expect(fans).toEqual(Array<Outcome>(NEW_FANS).fill('held'));
    expect(regulars).toEqual(Array<Outcome>(REGULARS).fill('delivered'));

    // The start of raid mode reaches back: every letter and post of the flood ends up held.
    const deadline = Date.now() + 120_000;
    let messages = await storedMessages(spaceId);
    const deliveredFlood = () =>
      messages.filter((m) => String(m.body).startsWith('flood') && m.held !== true);
    while (deliveredFlood().length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      messages = await storedMessages(spaceId);
    }
    const byBody = (prefix: string) => messages.filter((m) => String(m.body).startsWith(prefix));
    expect(byBody('flood')).toHaveLength(FLOOD - FLOOD / 50);
    expect(deliveredFlood()).toEqual([]);
    expect(byBody('new fan').every((m) => m.held === true)).toBe(true);
    expect(byBody('regular').filter((m) => m.held !== false)).toEqual([]);
    expect(byBody('regular')).toHaveLength(2 * REGULARS);
    const posts = await db().collection(`spaces/${spaceId}/boards/${board.boardId}/posts`).get();
    expect(posts.docs.map((doc) => doc.get('status') as unknown)).toEqual(
      Array(FLOOD / 50).fill('held'),
    );
    // The inbox counts what it shows: the regulars' letters unread, everything else held.
    expect(await shardSums(spaceId)).toEqual({
      unread: 2 * REGULARS,
      held: FLOOD - FLOOD / 50 + NEW_FANS,
    });
    // Raid mode began once, and a flooder is no regular now: its next letter is held.
    expect(await raidSinceOf(spaceId)).toEqual(raidSince);
    expect(await letter(slug, floodAddress(0), 'flood, again')).toBe('held');
  });
});
