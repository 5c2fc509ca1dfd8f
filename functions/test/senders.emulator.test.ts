// Who a sender is, through sends posted to `/_send` and the owner's callables: blocks follow the browser's sender token,
// a blocked sender is answered as if accepted and stored nowhere, others behind the same address
// are held for a day and never refused, nothing the owner sees ties two messages of one sender
// together, and headers a caller can forge never change whose counters a send uses.
import {
  blockSender,
  exportSpace,
  getMessage,
  listBlockedSenders,
  listMessages,
  unblockSender,
  updateMessages,
  type InboxMessage,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { newSenderToken } from '../src/platform/visitor';
import { call, beforeCalls } from './support/call';
import { parseCsv } from './support/csv';
import { db } from './support/firestore';
import { bucket } from './support/images';
import {
  CDN_EDGE,
  SEND_ROUTES,
  send,
  viaCdn,
  warmUpSendForm,
  type SendRoute,
} from './support/sendForm';
import { newOpenSpace, senderCookie, storedMessages } from './support/sends';
import { shardSums } from './support/inbox';

/** A value `toEqual` matches against the pattern (typed so that it is not `any`). */
const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

beforeCalls(
  [
    blockSender,
    unblockSender,
    listBlockedSenders,
    listMessages,
    getMessage,
    updateMessages,
    exportSpace,
  ],
  {
    before: async () => {
      await warmUpSendForm();
    },
  },
);

/** A documentation address (RFC 5737) no other test uses. */
const newAddress = () =>
  `203.0.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A browser: its address as Hosting's CDN names it, and its sender token in the cookie. */
const browser = (address: string, token = newSenderToken()) => ({
  ...viaCdn(address),
  ...senderCookie(token),
});

const LETTER_THANKS = { text: 'お手紙ありがとう / Thank you for your letter' };
const FAN_THANKS = { text: 'ありがとう / Thanks!' };
/** Every accepted-looking answer carries a receipt path, a dropped send's too. */
const RECEIPT = matching(/^\/m-[a-z0-9-]+\/r\/[A-Za-z0-9_-]{43}$/);

describe('a block', () => {
  it.each(SEND_ROUTES)(
    'drops its sender unknowing, holds others on the same address for a day, and lifts at once (%s)',
    async (via: SendRoute) => {
      const { owner, spaceId, slug } = await newOpenSpace();
      const address = newAddress();
      const token = newSenderToken();
      const blocked = browser(address, token);
      const neighbour = browser(address);

      const accepted = await send('letter', { slug, body: 'from the one blocked' }, blocked, via);
      expect(accepted).toEqual({ held: false, thanks: LETTER_THANKS, receipt: RECEIPT });
      const [message] = (await call(listMessages, owner, { spaceId, filter: 'all' })).messages;
      const { blocked: block } = await call(blockSender, owner, {
        spaceId,
        messageId: message!.messageId,
      });
      const counters = await shardSums(spaceId);

      // Answered exactly as an accepted send, from any address: nothing stored, nothing counted.
      expect(await send('letter', { slug, body: 'again' }, blocked, via)).toEqual({
        ...accepted,
        receipt: RECEIPT,
      });
      expect(await send('fanMessage', { slug, body: 'again' }, blocked, via)).toEqual({
        held: false,
        thanks: FAN_THANKS,
        receipt: RECEIPT,
      });
      expect(
        await send('letter', { slug, body: 'moved' }, browser(newAddress(), token), via),
      ).toEqual({ ...accepted, receipt: RECEIPT });
      expect(await storedMessages(spaceId)).toHaveLength(1);
      expect(await shardSums(spaceId)).toEqual(counters);
      expect((await call(listBlockedSenders, owner, { spaceId })).senders).toEqual([
        { ...block, stopped: 3 },
      ]);

      // Someone else on the same connection: delivered, held for review, never refused.
      expect(await send('letter', { slug, body: 'a neighbour' }, neighbour, via)).toEqual({
        held: true,
        thanks: LETTER_THANKS,
        receipt: RECEIPT,
      });
      const held = await call(listMessages, owner, { spaceId, filter: 'held' });
      expect(held.messages.map((m) => m.body)).toEqual(['a neighbour']);
      // Elsewhere: delivered as usual.
      expect(await send('letter', { slug, body: 'elsewhere' }, browser(newAddress()), via)).toEqual(
        { ...accepted, receipt: RECEIPT },
      );

      // The address backup ends a day after the block.
      await db()
        .doc(`spaces/${spaceId}/blockedSenders/${block.blockId}`)
        .update({ addressUntil: new Date(Date.now() - 1000) });
      expect((await send('letter', { slug, body: 'next day' }, neighbour, via)).held).toBe(false);

      // Unblocked: the very next send arrives.
      await call(unblockSender, owner, { spaceId, blockId: block.blockId });
      expect(
        await send('letter', { slug, body: 'forgiven' }, browser(newAddress(), token), via),
      ).toEqual({ ...accepted, receipt: RECEIPT });
      const bodies = (await storedMessages(spaceId)).map((m) => m.body);
      expect(bodies.sort()).toEqual(
        ['a neighbour', 'elsewhere', 'forgiven', 'from the one blocked', 'next day'].sort(),
      );
    },
  );

  it('never ties two sends without a token together: the other is held, not dropped', async () => {
    const { owner, spaceId, slug } = await newOpenSpace();
    const address = viaCdn(newAddress());
    await send('letter', { slug, body: 'first, no cookie' }, address);
    const [first] = await storedMessages(spaceId);
    await call(blockSender, owner, { spaceId, messageId: first!.id as string });
    expect(await send('letter', { slug, body: 'second, no cookie' }, address)).toEqual({
      held: true,
      thanks: LETTER_THANKS,
      receipt: RECEIPT,
    });
    const stored = await storedMessages(spaceId);
    expect(stored).toHaveLength(2);
    expect(new Set(stored.map((m) => m.senderKey)).size).toBe(2);
  });
});

/** Every leaf of a JSON value by its path. */
function leaves(value: unknown, path = '$', out = new Map<string, unknown>()) {
  if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) leaves(inner, `${path}.${key}`, out);
  else out.set(path, value);
  return out;
}

/**
 * Fails when a view of two messages of one sender (`a1`, `a2`) shares anything that a view of two
 * senders' messages (`a1`, `b1`) does not: the same fields, and wherever `a1` and `a2` agree,
 * `a1` and `b1` agree as well. Structural, so that no new field can link them unnoticed.
 */
function expectUnlinked(a1: unknown, a2: unknown, b1: unknown): void {
  const [x, y, z] = [leaves(a1), leaves(a2), leaves(b1)];
  expect([...y.keys()].sort()).toEqual([...x.keys()].sort());
  expect([...z.keys()].sort()).toEqual([...x.keys()].sort());
  const linking = [...x.keys()].filter(
    (path) => x.get(path) === y.get(path) && x.get(path) !== z.get(path),
  );
  expect(linking).toEqual([]);
}

describe('what the owner sees', () => {
  it('ties no two messages of one sender together: inbox, message, changes, both exports', async () => {
    const { owner, spaceId, slug } = await newOpenSpace();
    const address = newAddress();
    const token = newSenderToken();
    const letter = { slug, body: 'the same words', name: 'Mei' };
    // The other sender's letter goes between the two, so that values that follow the clock (the
    // exports' dates, to the second) cannot agree for the two of one sender alone.
    for (const headers of [browser(address, token), browser(address), browser(address, token)])
      await send('letter', letter, headers);
    const stored = await storedMessages(spaceId);
    const byKey = new Map<unknown, string[]>();
    for (const m of stored)
      byKey.set(m.senderKey, [...(byKey.get(m.senderKey) ?? []), m.id as string]);
    const [a1, a2] = [...byKey.values()].find((ids) => ids.length === 2)!;
    const [b1] = [...byKey.values()].find((ids) => ids.length === 1)!;
    // Blocked or not must not show either.
    await call(blockSender, owner, { spaceId, messageId: a1! });
    const secrets = stored.flatMap((m) => [m.senderKey as string, m.addressKey as string]);

    const views: [string, Map<string, unknown>][] = [];
    const byId = <T extends { messageId: string }>(list: T[]) =>
      new Map(list.map((m) => [m.messageId, m] as [string, unknown]));
    views.push([
      'listMessages',
      byId((await call(listMessages, owner, { spaceId, filter: 'all' })).messages),
    ]);
    const got: InboxMessage[] = [];
    for (const messageId of [a1!, a2!, b1!])
      got.push((await call(getMessage, owner, { spaceId, messageId })).message);
    views.push(['getMessage', byId(got)]);
    views.push([
      'updateMessages',
      byId(
        (
          await call(updateMessages, owner, {
            spaceId,
            messageIds: [a1!, a2!, b1!],
            change: { starred: true },
          })
        ).messages,
      ),
    ]);
    const exportOf = async (format: 'csv' | 'json') => {
      const { path } = await call(exportSpace, owner, { slug, format, columns: 'machine' });
      const [data] = await bucket().file(path).download();
      return data.toString('utf8');
    };
    const [header, ...rows] = parseCsv((await exportOf('csv')).slice(1));
    views.push([
      'csv',
      new Map(rows.map((row) => [row[0]!, Object.fromEntries(header!.map((h, i) => [h, row[i]]))])),
    ]);
    const json = JSON.parse(await exportOf('json')) as { messages: { id: string }[] };
    views.push(['json', new Map(json.messages.map((m) => [m.id, m as unknown]))]);

    for (const [name, view] of views) {
      expect(view.size, name).toBe(3);
      expectUnlinked(view.get(a1!), view.get(a2!), view.get(b1!));
      const text = JSON.stringify([...view.values()]);
      for (const secret of secrets) expect(text, name).not.toContain(secret);
    }
  });
});

describe('headers a caller can forge', () => {
  /** The space's per-minute client counters: one per client key, with its count. */
  async function clientCounters(spaceId: string): Promise<number[]> {
    const docs = await db().collection('rateLimits').where('spaceId', '==', spaceId).get();
    return docs.docs
      .filter((doc) => doc.get('scope') === 'client-minute')
      .map((doc) => doc.get('count') as number)
      .sort((a, b) => a - b);
  }

  it('never change the client on a direct call; through the CDN the client is Fastly’s', async () => {
    const { spaceId, slug } = await newOpenSpace();
    const address = newAddress();
    const post = (headers: Record<string, string>) =>
      send('fanMessage', { slug, body: 'hi' }, headers);
    // Direct posts: the front end's last hop is the client, whatever came before or beside it.
    await post({ 'X-Forwarded-For': address });
    await post({ 'X-Forwarded-For': `6.6.6.6, ${address}`, 'Fastly-Client-IP': '7.7.7.7' });
    await post({ 'X-Forwarded-For': `151.101.2.15, ${address}`, 'Fastly-Client-IP': '8.8.8.8' });
    expect(await clientCounters(spaceId)).toEqual([3]);

    // Through Hosting: the last hop is a Fastly edge, and Fastly names the client.
    await post({ 'X-Forwarded-For': `9.9.9.9, ${CDN_EDGE}`, 'Fastly-Client-IP': newAddress() });
    await post({ 'X-Forwarded-For': `9.9.9.9, ${CDN_EDGE}`, 'Fastly-Client-IP': address });
    expect(await clientCounters(spaceId)).toEqual([1, 4]);

    // The same client either way has one address key.
    const keys = new Set((await storedMessages(spaceId)).map((m) => m.addressKey));
    expect(keys.size).toBe(2);
  });

  it('count an IPv6 client by its /64', async () => {
    const { spaceId, slug } = await newOpenSpace();
    const prefix = `2001:db8:${Math.floor(Math.random() * 65_535).toString(16)}:1`;
    for (const host of ['::1', ':abcd::2', ':ffff:ffff:ffff:ffff'])
      await send('fanMessage', { slug, body: 'hi' }, { 'X-Forwarded-For': `${prefix}${host}` });
    expect(await clientCounters(spaceId)).toEqual([3]);
  });
});
