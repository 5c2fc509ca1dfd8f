// The owner's inbox callables through the Functions emulator with real Auth-emulator ID tokens.
// Messages are stored with the Admin SDK in the shape the send callables write, counter shard
// included, so these tests do not depend on sending.
import {
  LIMITS,
  blockSender,
  createSpace,
  deleteMessages,
  getInboxSummary,
  getMessage,
  listBlockedSenders,
  listMessages,
  setSpacePublished,
  unblockSender,
  updateFanMessageSettings,
  updateMessages,
  DEFAULT_MESSAGE_SETTINGS,
  type InboxFilter,
  type ListMessagesRequest,
  type MessageKind,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { call, failure, beforeCalls } from './support/call';
import { db, waitForPublicSpace } from './support/firestore';
import {
  putMessage,
  putMessages,
  readMessage,
  readWall,
  shardSums,
  spaceUpdateTime,
  trueCounts,
} from './support/inbox';
import { newSpace, spaceOfNewOwner } from './support/spaces';
import { unique } from './support/stack';

let owner: TestUser;
let stranger: TestUser;
let otherOwner: TestUser;

beforeCalls(
  [
    createSpace,
    listMessages,
    getMessage,
    getInboxSummary,
    updateMessages,
    deleteMessages,
    blockSender,
    unblockSender,
    listBlockedSenders,
  ],
  {
    before: async () => {
      [owner, stranger, otherOwner] = await Promise.all([newUser(), newUser(), newUser()]);
    },
  },
);

/** A new space of a new owner, who becomes `owner` for the rest of the test. */
async function ownSpace() {
  const made = await spaceOfNewOwner('i');
  owner = made.owner;
  return made.space;
}

/** Every page of a list, following `next`. */
async function listAll(spaceId: string, filter: InboxFilter, kind?: MessageKind) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const request: ListMessagesRequest = {
      spaceId,
      filter,
      ...(kind && { kind }),
      ...(cursor && { cursor }),
    };
    const page = await call(listMessages, owner, request);
    pages.push(page.messages.map((m) => m.messageId));
    cursor = page.next;
  } while (cursor !== undefined);
  return pages;
}

const ids = async (spaceId: string, filter: InboxFilter, kind?: MessageKind) =>
  (await listAll(spaceId, filter, kind)).flat();

describe('listMessages', () => {
  it('filters newest first: all and unread leave out archived and held; kinds narrow', async () => {
    const { spaceId } = await ownSpace();
    const [letterUnread, letterRead, fanUnread, fanArchived, fanHeld, letterHeld, letterOld] =
      await putMessages(spaceId, [
        { kind: 'letter' },
        { kind: 'letter', read: true, starred: true },
        { kind: 'fanMessage' },
        { kind: 'fanMessage', archived: true, read: true },
        { kind: 'fanMessage', held: true },
        { kind: 'letter', held: true },
        { kind: 'letter', archived: true, starred: true, read: true },
      ]);
    expect(await ids(spaceId, 'all')).toEqual([fanUnread, letterRead, letterUnread]);
    expect(await ids(spaceId, 'unread')).toEqual([fanUnread, letterUnread]);
    expect(await ids(spaceId, 'starred')).toEqual([letterOld, letterRead]);
    expect(await ids(spaceId, 'archived')).toEqual([letterOld, fanArchived]);
    expect(await ids(spaceId, 'held')).toEqual([letterHeld, fanHeld]);
    expect(await ids(spaceId, 'all', 'letter')).toEqual([letterRead, letterUnread]);
    expect(await ids(spaceId, 'all', 'fanMessage')).toEqual([fanUnread]);
    expect(await ids(spaceId, 'unread', 'letter')).toEqual([letterUnread]);
    expect(await ids(spaceId, 'held', 'fanMessage')).toEqual([fanHeld]);
    expect(await ids(spaceId, 'archived', 'fanMessage')).toEqual([fanArchived]);
    expect(await ids(spaceId, 'starred', 'fanMessage')).toEqual([]);

    const first = await call(listMessages, owner, { spaceId, filter: 'all' });
    expect(first.unread).toBe(2);
    expect(first.messages[0]).toMatchObject({
      messageId: fanUnread,
      kind: 'fanMessage',
      read: false,
      held: false,
      wall: 'none',
    });
  });

  it('pages through every message exactly once, newest first', async () => {
    const { spaceId } = await ownSpace();
    const total = LIMITS.inboxPageSize * 2 + 5;
    const stored = await putMessages(
      spaceId,
      Array.from(
        { length: total },
        (_, i) => ({ kind: i % 3 === 0 ? 'fanMessage' : 'letter' }) as const,
      ),
    );
    const pages = await listAll(spaceId, 'all');
    expect(pages.map((p) => p.length)).toEqual([LIMITS.inboxPageSize, LIMITS.inboxPageSize, 5]);
    expect(pages.flat()).toEqual([...stored].reverse());
    const letters = stored.filter((_, i) => i % 3 !== 0).reverse();
    expect((await listAll(spaceId, 'unread', 'letter')).flat()).toEqual(letters);
  });

  it('refuses a cursor it did not make', async () => {
    const { spaceId } = await ownSpace();
    const error = await failure(
      call(listMessages, owner, { spaceId, filter: 'all', cursor: 'bm9wZQ' }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.details?.issues).toEqual([{ field: 'cursor', rule: 'pattern' }]);
  });
});

describe('getMessage and getInboxSummary', () => {
  it('opens one message for reading aloud, and says when it is gone', async () => {
    const { spaceId } = await ownSpace();
    const messageId = await putMessage(spaceId, {
      body: '拝啓\nいつも配信を楽しみにしています。',
      name: '',
    });
    const { message } = await call(getMessage, owner, { spaceId, messageId });
    expect(message).toMatchObject({
      messageId,
      body: '拝啓\nいつも配信を楽しみにしています。',
      name: '',
    });
    const error = await failure(call(getMessage, owner, { spaceId, messageId: 'nope' }));
    expect(error.code).toBe('not-found');
    expect(error.details?.reason).toBe('message-not-found');
  });

  it('counts unread, held and the letters of the last seven days', async () => {
    const { spaceId } = await ownSpace();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await putMessages(spaceId, [
      { kind: 'letter', createdAt: daysAgo(8) },
      { kind: 'letter', createdAt: daysAgo(3) },
      { kind: 'letter', createdAt: daysAgo(1), read: true },
      { kind: 'letter', createdAt: daysAgo(1), held: true },
      { kind: 'fanMessage', createdAt: daysAgo(1) },
    ]);
    expect(await call(getInboxSummary, owner, { spaceId })).toEqual({
      unread: 3,
      held: 1,
      lettersThisWeek: 3,
    });
  });
});

describe('updateMessages', () => {
  it('marks read and unread, stars and archives, keeping the unread count exact', async () => {
    const { spaceId } = await ownSpace();
    const [a, b, c] = await putMessages(spaceId, [{}, {}, { read: true }]);
    const read = await call(updateMessages, owner, {
      spaceId,
      messageIds: [a!, b!, c!],
      change: { read: true, starred: true },
    });
    expect(read.unread).toBe(0);
    expect(read.messages.map((m) => [m.messageId, m.read, m.starred])).toEqual([
      [a, true, true],
      [b, true, true],
      [c, true, true],
    ]);
    const unread = await call(updateMessages, owner, {
      spaceId,
      messageIds: [b!],
      change: { read: false, archived: true },
    });
    expect(unread.unread).toBe(1);
    expect(await ids(spaceId, 'archived')).toEqual([b]);
    expect(await shardSums(spaceId)).toEqual(await trueCounts(spaceId));
  });

  it('changes nothing when the same update is repeated', async () => {
    const { spaceId } = await ownSpace();
    const [a] = await putMessages(spaceId, [{ kind: 'fanMessage' }]);
    const change = { read: true, starred: true, wall: 'approved' } as const;
    await call(updateMessages, owner, { spaceId, messageIds: [a!], change });
    const messageTime = (await db().doc(`spaces/${spaceId}/messages/${a!}`).get()).updateTime;
    const spaceTime = await spaceUpdateTime(spaceId);
    const sums = await shardSums(spaceId);
    const again = await call(updateMessages, owner, { spaceId, messageIds: [a!, a!], change });
    expect(again.messages).toHaveLength(1);
    expect((await db().doc(`spaces/${spaceId}/messages/${a!}`).get()).updateTime).toEqual(
      messageTime,
    );
    expect(await spaceUpdateTime(spaceId)).toBe(spaceTime);
    expect(await shardSums(spaceId)).toEqual(sums);
  });

  it('refuses wall changes for letters, and changes nothing of the selection then', async () => {
    const { spaceId } = await ownSpace();
    const [fan, letter] = await putMessages(spaceId, [{ kind: 'fanMessage' }, { kind: 'letter' }]);
    const error = await failure(
      call(updateMessages, owner, {
        spaceId,
        messageIds: [fan!, letter!],
        change: { wall: 'approved', read: true },
      }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.details?.issues).toEqual([{ field: 'messageIds.1', rule: 'notApplicable' }]);
    expect(await readMessage(spaceId, fan!)).toMatchObject({ wall: 'none', read: false });
    expect((await readWall(spaceId)).wall).toBeUndefined();
  });

  it('releases held messages into the inbox, and approves only what is not held', async () => {
    const { spaceId } = await ownSpace();
    const [held, heldToo] = await putMessages(spaceId, [
      { kind: 'fanMessage', held: true },
      { kind: 'fanMessage', held: true },
    ]);
    const refused = await failure(
      call(updateMessages, owner, { spaceId, messageIds: [held!], change: { wall: 'approved' } }),
    );
    expect(refused.details?.issues).toEqual([{ field: 'messageIds.0', rule: 'notApplicable' }]);

    const released = await call(updateMessages, owner, {
      spaceId,
      messageIds: [held!],
      change: { release: true },
    });
    expect(released.unread).toBe(1);
    expect(released.messages[0]).toMatchObject({ held: false, read: false });
    await call(updateMessages, owner, {
      spaceId,
      messageIds: [heldToo!],
      change: { release: true, wall: 'approved' },
    });
    expect(await ids(spaceId, 'held')).toEqual([]);
    expect(await ids(spaceId, 'unread')).toEqual([heldToo, held]);
    expect(await shardSums(spaceId)).toEqual({ unread: 2, held: 0 });
    expect((await readWall(spaceId)).wall?.map((m) => m.messageId)).toEqual([heldToo]);
  });

  it('keeps the counts exact under 20 concurrent overlapping changes', async () => {
    const { spaceId } = await ownSpace();
    const stored = await putMessages(
      spaceId,
      Array.from({ length: 12 }, (_, i) => ({ held: i % 5 === 4 })),
    );
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(updateMessages, owner, {
          spaceId,
          messageIds: stored.slice(i % 8, (i % 8) + 5),
          change: i % 4 === 3 ? { read: false } : i % 7 === 6 ? { release: true } : { read: true },
        }),
      ),
    );
    const sums = await shardSums(spaceId);
    expect(sums).toEqual(await trueCounts(spaceId));
    const summary = await call(getInboxSummary, owner, { spaceId });
    expect({ unread: summary.unread, held: summary.held }).toEqual(sums);
  });
});

describe('the wall', () => {
  async function publishedWithWall() {
    const space = await ownSpace();
    await call(updateFanMessageSettings, owner, {
      spaceId: space.spaceId,
      fanMessages: { ...DEFAULT_MESSAGE_SETTINGS.fanMessages, enabled: true, showWall: true },
    });
    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
    return space;
  }
  const wallIds = (doc: { fanMessages?: { wall?: { messageId: string }[] } } | undefined) =>
    doc?.fanMessages?.wall?.map((m) => m.messageId).join(',');

  it('approving, hiding and deleting keep the wall and the public page right', async () => {
    const { spaceId, slug } = await publishedWithWall();
    const [a, b, c] = await putMessages(spaceId, [
      { kind: 'fanMessage', body: '最高のライブでした！' },
      { kind: 'fanMessage', body: 'Love your new song 🎶' },
      { kind: 'fanMessage', body: 'これからも応援してます' },
    ]);
    await call(updateMessages, owner, {
      spaceId,
      messageIds: [a!, b!, c!],
      change: { wall: 'approved' },
    });
    const shown = await waitForPublicSpace(slug, (doc) => wallIds(doc) === [c, b, a].join(','));
    expect(shown?.fanMessages?.wall?.[0]).toEqual({
      messageId: c,
      body: 'これからも応援してます',
      name: 'Aki',
      createdAt: expect.any(String) as string,
    });

    await call(updateMessages, owner, { spaceId, messageIds: [b!], change: { wall: 'hidden' } });
    await waitForPublicSpace(slug, (doc) => wallIds(doc) === [c, a].join(','));

    const deleted = await call(deleteMessages, owner, { spaceId, messageIds: [c!, 'gone'] });
    expect(deleted.deleted).toBe(1);
    await waitForPublicSpace(slug, (doc) => wallIds(doc) === a);
    expect(await readWall(spaceId)).toEqual({ wall: [expect.objectContaining({ messageId: a })] });
  });

  it('keeps one full page with a cursor past it, refilled when messages leave', async () => {
    const { spaceId } = await ownSpace();
    const first = LIMITS.wallFirstPage;
    const stored = await putMessages(
      spaceId,
      Array.from({ length: first + 2 }, () => ({ kind: 'fanMessage' }) as const),
    );
    await call(updateMessages, owner, {
      spaceId,
      messageIds: stored,
      change: { wall: 'approved' },
    });
    const full = await readWall(spaceId);
    expect(full.wall?.map((m) => m.messageId)).toEqual([...stored].reverse().slice(0, first));
    expect(full.wallNext).toBeDefined();

    const newest = [...stored].reverse();
    await call(deleteMessages, owner, { spaceId, messageIds: [newest[0]!] });
    await call(updateMessages, owner, {
      spaceId,
      messageIds: [newest[1]!],
      change: { wall: 'hidden' },
    });
    const refilled = await readWall(spaceId);
    expect(refilled.wall?.map((m) => m.messageId)).toEqual(newest.slice(2));
    expect(refilled.wallNext).toBeUndefined();
  });
});

describe('deleteMessages', () => {
  it('deletes the selection and takes it out of the counts', async () => {
    const { spaceId } = await ownSpace();
    const [unread, held, read] = await putMessages(spaceId, [{}, { held: true }, { read: true }]);
    const result = await call(deleteMessages, owner, { spaceId, messageIds: [unread!, held!] });
    expect(result).toEqual({ deleted: 2, unread: 0 });
    expect(await shardSums(spaceId)).toEqual({ unread: 0, held: 0 });
    expect(await ids(spaceId, 'all')).toEqual([read]);
  });
});

describe('blocking senders', () => {
  it('blocks by message, each message its own block, lists and unblocks by the block', async () => {
    const { spaceId } = await ownSpace();
    const senderKey = `sender-${unique()}`;
    const body = 'はじめまして！ずっと前からファンです。This is a long message from one fan.';
    const [first, second] = await putMessages(spaceId, [{ senderKey, body }, { senderKey }]);
    const before = await call(listMessages, owner, { spaceId, filter: 'all' });
    const { blocked } = await call(blockSender, owner, { spaceId, messageId: first! });
    const sent = (await readMessage(spaceId, first!))!.createdAt;
    expect(blocked).toMatchObject({
      excerpt: Array.from(body).slice(0, 40).join(''),
      sentAt: sent.toISOString(),
      stopped: 0,
    });
    expect(JSON.stringify(blocked)).not.toContain(senderKey);
    // The same message again: the same block. Another message of the same sender: a block of its
    // own, so that the answer never tells the owner the two came from one sender.
    expect((await call(blockSender, owner, { spaceId, messageId: first! })).blocked).toEqual(
      blocked,
    );
    const other = (await call(blockSender, owner, { spaceId, messageId: second! })).blocked;
    expect(other.blockId).not.toBe(blocked.blockId);

    // The inbox looks exactly as before the blocks.
    expect(await call(listMessages, owner, { spaceId, filter: 'all' })).toEqual(before);
    expect(await call(listBlockedSenders, owner, { spaceId })).toEqual({
      senders: expect.arrayContaining([blocked, other]) as unknown,
    });

    expect(await call(unblockSender, owner, { spaceId, blockId: blocked.blockId })).toEqual({
      unblocked: true,
    });
    expect(await call(listBlockedSenders, owner, { spaceId })).toEqual({ senders: [other] });
  });

  it('says when the message to block from is gone', async () => {
    const { spaceId } = await ownSpace();
    const error = await failure(call(blockSender, owner, { spaceId, messageId: 'gone' }));
    expect(error.details?.reason).toBe('message-not-found');
  });
});

describe('who may use the inbox', () => {
  it('refuses a signed-out caller, a stranger and the owner of another space, touching nothing', async () => {
    const { spaceId } = await ownSpace();
    await newSpace(otherOwner, 'i');
    const messageId = await putMessage(spaceId, { kind: 'fanMessage' });
    const blockId = 'someblock01';
    const attempts = [
      (user?: TestUser) => call(listMessages, user, { spaceId, filter: 'all' }),
      (user?: TestUser) => call(getMessage, user, { spaceId, messageId }),
      (user?: TestUser) => call(getInboxSummary, user, { spaceId }),
      (user?: TestUser) =>
        call(updateMessages, user, {
          spaceId,
          messageIds: [messageId],
          change: { read: true, wall: 'approved' },
        }),
      (user?: TestUser) => call(deleteMessages, user, { spaceId, messageIds: [messageId] }),
      (user?: TestUser) => call(blockSender, user, { spaceId, messageId }),
      (user?: TestUser) => call(unblockSender, user, { spaceId, blockId }),
      (user?: TestUser) => call(listBlockedSenders, user, { spaceId }),
    ];
    for (const attempt of attempts) {
      expect((await failure(attempt())).code).toBe('unauthenticated');
      for (const user of [stranger, otherOwner]) {
        const refused = await failure(attempt(user));
        expect(refused.details?.reason).toBe('not-owner');
      }
    }
    expect(await readMessage(spaceId, messageId)).toMatchObject({ read: false, wall: 'none' });
    expect(await call(listBlockedSenders, owner, { spaceId })).toEqual({ senders: [] });
  });
});
