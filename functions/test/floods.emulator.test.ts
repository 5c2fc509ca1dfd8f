// Floods (decision 044), posted to `/_send`, each client named as Hosting's CDN names it: one
// actor with many addresses, posting straight to the function, fills a space's window while
// honest newcomers write through Hosting as their browsers do, and every newcomer's message is delivered or held, never refused; the overflow
// puts the space in raid mode, which holds every new message and board post; slow mode and the
// per-client hourly limit across spaces refuse only the sender who went past them.
import { RATE_LIMITS, createBoard, type SendResponse } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { windowAt } from '../src/platform/abuseGate';
import { newSenderToken } from '../src/platform/visitor';
import { type CallError, beforeCalls } from './support/call';
import { db } from './support/firestore';
import { send, viaCdn, warmUpSendForm } from './support/sendForm';
import {
  inPool,
  newOpenSpace,
  roomInMinute,
  seedSpaceMinute,
  senderCookie,
  storedMessages,
} from './support/sends';
import { addBoard } from './support/boards';

beforeCalls([createBoard], { after: warmUpSendForm });

/** Calls at a time: enough to contend on the space's documents, few enough for two cores. */
const CONCURRENCY = 12;
const perMinute = RATE_LIMITS.clientPerMinute.limit;

/** Addresses of this run only (the carrier-grade NAT range), so no other suite shares a client. */
const run = Math.floor(Math.random() * 64);
const floodAddress = (n: number) => `100.${64 + run}.${(n >> 8) & 255}.${n & 255}`;
let honestCount = 0;
/** A new honest fan: a fresh address and a browser with its own sender token. */
const newcomer = () => ({
  ...viaCdn(`100.${64 + run}.200.${++honestCount}`),
  ...senderCookie(newSenderToken()),
});

/** What became of one send: `delivered`, `held`, or the reason it was refused. */
async function outcome(send: Promise<SendResponse>): Promise<string> {
  try {
    return (await send).held ? 'held' : 'delivered';
  } catch (error) {
    return (error as CallError).details?.reason ?? (error as CallError).code ?? String(error);
  }
}

const tally = (outcomes: readonly string[]) =>
  outcomes.reduce<Record<string, number>>((sum, o) => ({ ...sum, [o]: (sum[o] ?? 0) + 1 }), {});

async function raidSinceOf(spaceId: string): Promise<Date | null | undefined> {
  const moderation = (await db().doc(`spaces/${spaceId}`).get()).get('moderation') as
    { raidSince: { toDate(): Date } | null } | undefined;
  return moderation && (moderation.raidSince ? moderation.raidSince.toDate() : null);
}

/** What the space's window counted in the current minute, over all its shards. */
async function windowCount(spaceId: string): Promise<number> {
  const start = windowAt(Date.now(), 60).start;
  const shards = await db()
    .collection('rateLimits')
    .where('spaceId', '==', spaceId)
    .where('scope', '==', 'space-minute')
    .get();
  return shards.docs
    .filter((doc) => (doc.get('windowStart') as { toMillis(): number }).toMillis() === start)
    .reduce((sum, doc) => sum + (doc.get('count') as number), 0);
}

/** Deliveries the window is seeded with: above the part returning clients may use. */
const SEEDED_PER_SHARD = 50;

/**
 * The minute so far: the flood's first 500 deliveries, more than two busy cores can send through
 * the emulators within a minute, so that what the test sends is the part that overflows it.
 * Answers the minute's start.
 */
async function seedWindow(spaceId: string): Promise<number> {
  return (await seedSpaceMinute(spaceId, Date.now(), SEEDED_PER_SHARD)).start;
}

describe('a flood of one space', () => {
  it('costs the flooder, not the fans: newcomers are delivered or held, the flood enters raid mode', async () => {
    const { owner, spaceId, slug } = await newOpenSpace();
    const board = await addBoard(owner, spaceId);
    const fan = (body: string) => send('fanMessage', { slug, body }, newcomer(), 'hosting');

    // One /64 is one client, whichever of its addresses each send comes from.
    const prefix = `2001:db8:${(0x1000 + run).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const fromOnePrefix = await inPool(40, CONCURRENCY, (i) =>
      outcome(
        send(
          'fanMessage',
          { slug, body: `v6 ${i}` },
          viaCdn(`${prefix}:${(i + 1).toString(16)}::1`),
        ),
      ),
    );
    const prefixTally = tally(
      fromOnePrefix.map((r) => (r as PromiseFulfilledResult<string>).value),
    );
    expect((prefixTally.delivered ?? 0) + (prefixTally.held ?? 0)).toBeLessThanOrEqual(
      perMinute * 2,
    );
    expect(
      Object.keys(prefixTally).filter((o) => !['delivered', 'held', 'rate-limited'].includes(o)),
    ).toEqual([]);

    // Many addresses, two sends each (the first counts as a newcomer's), with honest newcomers
    // among them, until the space's window overflows.
    await roomInMinute(20);
    let minute = await seedWindow(spaceId);
    const honest: string[] = [];
    const flood: string[] = [];
    let address = 0;
    let raidSince: Date | null | undefined = null;
    while (!raidSince && flood.length < 1_000) {
      // A new minute starts empty: the flood's earlier part is seeded into it again.
      if (windowAt(Date.now(), 60).start !== minute) minute = await seedWindow(spaceId);
      const batch = Array.from({ length: 60 }, (_, i) =>
        i % 20 === 19
          ? () => outcome(fan(`newcomer ${honest.length}`)).then((o) => void honest.push(o))
          : () => {
              const from = viaCdn(floodAddress(address + Math.floor(i / 2)));
              const body = `flood ${flood.length}`;
              return outcome(send('fanMessage', { slug, body }, from)).then(
                (o) => void flood.push(o),
              );
            },
      );
      address += 30;
      await inPool(batch.length, CONCURRENCY, (i) => batch[i]!());
      raidSince = await raidSinceOf(spaceId);
    }
    const floodTally = tally(flood);
    expect(raidSince, JSON.stringify(floodTally)).toBeInstanceOf(Date);
    // Returning flooders past the shared part were held while newcomers still got through.
    expect(floodTally.held).toBeGreaterThan(0);
    expect(floodTally.delivered).toBeGreaterThan(0);
    // Nothing failed: every send was delivered, held or (only the flooder's) refused.
    expect(
      Object.keys(floodTally).filter((o) => !['delivered', 'held', 'rate-limited'].includes(o)),
    ).toEqual([]);
    expect(honest.length).toBeGreaterThan(0);
    for (const o of honest) expect(['delivered', 'held']).toContain(o);
    // The window never counted more than its limit.
    expect(await windowCount(spaceId)).toBeLessThanOrEqual(RATE_LIMITS.spacePerMinute.limit);

    // In raid mode every new message and post is held, none refused, and raid mode began once.
    const after = await Promise.all([
      outcome(fan('during the raid')),
      outcome(send('letter', { slug, body: 'a letter' }, newcomer(), 'hosting')),
      outcome(fan('another fan')),
    ]);
    expect(after).toEqual(['held', 'held', 'held']);
    const posted = await send(
      'boardPost',
      { slug, boardSlug: board.slug, body: 'fan art' },
      newcomer(),
    );
    expect(posted).toEqual({ status: 'held' });
    expect(await raidSinceOf(spaceId)).toEqual(raidSince);
    const stored = await storedMessages(spaceId);
    const heldBodies = stored.filter((m) => m.held === true).map((m) => m.body);
    expect(heldBodies).toEqual(
      expect.arrayContaining(['during the raid', 'a letter', 'another fan']),
    );
    expect(stored.length).toBe(
      [
        ...fromOnePrefix.map((r) => (r as PromiseFulfilledResult<string>).value),
        ...flood,
        ...honest,
        ...after,
      ].filter((o) => o === 'delivered' || o === 'held').length,
    );
  });
});

describe('slow mode', () => {
  it('refuses a sender’s next message within the minutes, by browser, or by address without one', async () => {
    const { spaceId, slug } = await newOpenSpace();
    await db()
      .doc(`spaces/${spaceId}`)
      .set({ moderation: { raidSince: null, slowModeMinutes: 5 } }, { merge: true });
    const token = newSenderToken();
    const browser = { ...viaCdn(floodAddress(4000)), ...senderCookie(token) };
    expect(await outcome(send('letter', { slug, body: 'first' }, browser))).toBe('delivered');
    // The same browser from another address, and as a fan message: still the same sender.
    const moved = { ...viaCdn(floodAddress(4001)), ...senderCookie(token) };
    const error = await send('fanMessage', { slug, body: 'second' }, moved).catch(
      (e: unknown) => e as CallError,
    );
    expect((error as CallError).details?.reason).toBe('rate-limited');
    expect((error as CallError).details?.retryAfterSeconds).toBeGreaterThan(4 * 60);
    expect((error as CallError).details?.retryAfterSeconds).toBeLessThanOrEqual(5 * 60);
    // A browser the space does not know yet is counted by its address (decision 066).
    const neighbour = { ...viaCdn(floodAddress(4000)), ...senderCookie(newSenderToken()) };
    expect(await outcome(send('letter', { slug, body: 'hello' }, neighbour))).toBe('rate-limited');
    // Without a cookie, the address is the sender.
    const bare = viaCdn(floodAddress(4002));
    expect(await outcome(send('letter', { slug, body: 'no cookie' }, bare))).toBe('delivered');
    expect(await outcome(send('letter', { slug, body: 'again' }, bare))).toBe('rate-limited');
    expect((await storedMessages(spaceId)).map((m) => m.body).sort()).toEqual(
      ['first', 'no cookie'].sort(),
    );
  });
});

describe('the per-client limit across spaces', () => {
  it('refuses a client past its hourly limit in any space, and its counter links nothing', async () => {
    const { limit } = RATE_LIMITS.clientPerHourAllSpaces;
    const spaceCount = Math.ceil(limit / perMinute) + 1;
    const spaces = await Promise.all(Array.from({ length: spaceCount }, () => newOpenSpace()));
    // If the hour is about to turn, the counter would start again midway: wait for the next one.
    const left = windowAt(Date.now(), 3_600).end - Date.now();
    if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    const address = `100.${64 + run}.${100 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 256)}`;
    const from = viaCdn(address);
    const sends = await inPool(limit, CONCURRENCY, (i) =>
      outcome(
        send('fanMessage', { slug: spaces[Math.floor(i / perMinute)]!.slug, body: `${i}` }, from),
      ),
    );
    expect(sends.map((r) => (r as PromiseFulfilledResult<string>).value)).toEqual(
      Array<string>(limit).fill('delivered'),
    );
    const last = spaces.at(-1)!;
    const error = await send('letter', { slug: last.slug, body: 'one more' }, from).catch(
      (e: unknown) => e as CallError,
    );
    expect((error as CallError).details?.reason).toBe('rate-limited');
    expect((error as CallError).details?.retryAfterSeconds).toBeLessThanOrEqual(3_600);
    expect(await storedMessages(last.spaceId)).toEqual([]);
    // Another client is unaffected.
    expect(await outcome(send('letter', { slug: last.slug, body: 'hi' }, newcomer()))).toBe(
      'delivered',
    );

    // The counter names no space and no address, and no stored message holds its key.
    const counters = await db().collection('rateLimits').where('scope', '==', 'client-hour').get();
    const full = counters.docs.filter((doc) => doc.get('count') === limit);
    expect(full.length).toBeGreaterThanOrEqual(1);
    for (const doc of counters.docs) {
      expect(doc.get('spaceId')).toBeUndefined();
      expect(JSON.stringify({ id: doc.id, ...doc.data() })).not.toContain(address);
    }
    const stored = JSON.stringify(
      await Promise.all(spaces.map((space) => storedMessages(space.spaceId))),
    );
    expect(stored).not.toContain(address);
    for (const doc of full) expect(stored).not.toContain(doc.id.replace(/^client-hour_/, ''));
  });
});
