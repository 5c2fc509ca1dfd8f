// Firestore glue for letters and fan messages: each function reads what a domain decision needs
// (in one transaction where it writes), asks the pure domain, and writes the result. No rules
// live here. Paths: `spaces/{spaceId}/messages/{messageId}`, `…/messageCounters/{0..9}`,
// `…/blockedSenders/{blockId}`; the wall's first page lives on the space document.
import {
  LIMITS,
  receiptPath,
  type BlockedSender,
  type Reply,
  type HeldAction,
  type InboxFilter,
  type InboxMessage,
  type MessageChange,
  type MessageKind,
  type SendResponse,
  type WallMessage,
} from '@spaces/contracts';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { createHash, randomInt } from 'node:crypto';
import type { OwnerCredential } from '../platform/credential';
import { DomainError, MessageNotFoundError, NotFoundError } from '../platform/errors';
import {
  collections,
  converter,
  db,
  deleteAll,
  spaceIdOfSlug,
  TRANSACTION_OPTIONS,
} from '../platform/firestore';
import { ownedSpace } from '../platform/ownership';
import { messageSettingsOf, type Space } from '../spaces/space';
import { visitorWrite, type Sender, type VisitorWrite } from '../platform/visitor';
import { decodeCursor, encodeCursor } from './cursor';
import * as inbox from './inbox';
import * as send from './send';
import { isPublicSpace } from '../platform/removal';
import {
  isAnswered,
  MESSAGE_COUNTER_SHARDS,
  newReceiptToken,
  receiptIdOf,
  toInboxMessage,
  toReply,
  toWallMessage,
  type MessageCounterShard,
  type ReceiptDoc,
  type StoredMessage,
  type StoredReply,
} from './message';

/**
 * `spaces/{spaceId}/blockedSenders/{blockId}`: one block, made from one message or board post
 * (its id derives from that document's path, so blocking from it again finds the same block).
 * Several blocks may hold one sender key; nothing shown to the owner says so.
 */
export interface BlockedSenderDoc {
  /** The sender key of the message it was made from: later sends with it are dropped. */
  senderKey: string;
  /** That message's address key, when it has one: sends from it are held until `addressUntil`. */
  addressKey?: string;
  addressUntil?: Date;
  blockedAt: Date;
  /** The first 40 characters of the message the owner blocked from. */
  excerpt: string;
  /** When that message was sent. */
  sentAt: Date;
  /** Sends dropped because of this block. */
  stopped: number;
}

const converters = {
  spaces: converter<Space & DocumentData>(),
  messages: converter<StoredMessage & DocumentData>(),
  counters: converter<MessageCounterShard & DocumentData>(),
  blocked: converter<BlockedSenderDoc & DocumentData>(),
  receipts: converter<ReceiptDoc & DocumentData>(),
};

export const spaceRef = (spaceId: string) =>
  collections.spaces().withConverter(converters.spaces).doc(spaceId);
export const messagesOf = (spaceId: string) =>
  collections.messages(spaceId).withConverter(converters.messages);
const countersOf = (spaceId: string) =>
  collections.messageCounters(spaceId).withConverter(converters.counters);
const blockedOf = (spaceId: string) =>
  collections.blockedSenders(spaceId).withConverter(converters.blocked);
const receiptsRef = () => collections.receipts().withConverter(converters.receipts);

/** Newest first, ties by id, as every list of messages (and its cursor) is ordered. */
const newestFirst = <T>(query: Query<T>) =>
  query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');

/** The wall query: approved fan messages, newest first (index: wall, createdAt, __name__). */
const approvedWall = (spaceId: string) =>
  newestFirst(messagesOf(spaceId).where('wall', '==', 'approved'));

/** A shard picked at random, so that concurrent changes rarely touch the same counter document. */
const anyShard = (spaceId: string) =>
  countersOf(spaceId).doc(String(Math.floor(Math.random() * MESSAGE_COUNTER_SHARDS)));

/** Adds a delta to one shard, inside the transaction; a zero delta writes nothing. */
function bumpCounters(tx: Transaction, spaceId: string, delta: MessageCounterShard): void {
  if (delta.unread === 0 && delta.held === 0) return;
  tx.set(
    anyShard(spaceId),
    { unread: FieldValue.increment(delta.unread), held: FieldValue.increment(delta.held) },
    { merge: true },
  );
}

// ---------------------------------------------------------------------------------------------
// Sends and the wall
// ---------------------------------------------------------------------------------------------

export interface SendRequest {
  slug: string;
  body: string;
  name?: string | undefined;
  website?: string | undefined;
}

/**
 * A letter or fan message, in the visitor's send transaction (sends/store.ts): the space and its
 * box, the blocked list, the decision, then the message and one counter shard.
 */
export function messageWrite(
  kind: MessageKind,
  request: SendRequest,
): VisitorWrite<Space & DocumentData, SendResponse> {
  return visitorWrite(spaceRef, async (tx, sender, data) => {
    const { spaceId } = sender;
    const now = new Date();
    const verdict = await blockVerdictIn(tx, sender, now);
    const target = data && { published: isPublicSpace(data), settings: messageSettingsOf(data) };
    send.assertBoxOpen(target, kind);
    const decision = send.decideSend(target, { kind, ...request }, sender.senderKey, now);
    // Raid mode or a full window holds it too; the answer is an accepted send's either way.
    const held = decision.message.held || sender.held;
    // Every send gets a receipt, in this transaction; only the token's hash is stored.
    const token = newReceiptToken();
    const messageRef = messagesOf(spaceId).doc();
    const receipt: ReceiptDoc = { spaceId, messageId: messageRef.id, createdAt: now };
    const answer = { held, thanks: decision.thanks, receipt: receiptPath(request.slug, token) };
    // A blocked sender gets an accepted send's answer, receipt included; its message is never
    // written, and its receipt keeps what it said so that it reads as any unread letter's
    // (decision 068). Only the block's count changes.
    if (typeof verdict === 'object') {
      const { kind: sentKind, body, name } = decision.message;
      tx.create(receiptsRef().doc(receiptIdOf(token)), {
        ...receipt,
        dropped: { kind: sentKind, body, name, held },
      });
      countStopped(tx, spaceId, verdict.drop);
      return answer;
    }
    tx.create(receiptsRef().doc(receiptIdOf(token)), receipt);
    const message: StoredMessage = {
      ...decision.message,
      addressKey: sender.addressKey,
      firstSeen: sender.firstSeen,
      held: held || verdict === 'hold',
    };

    tx.create(messageRef, message);
    const counter: Partial<Record<keyof MessageCounterShard, FieldValue>> = message.held
      ? { held: FieldValue.increment(1), unread: FieldValue.increment(0) }
      : { unread: FieldValue.increment(1), held: FieldValue.increment(0) };
    tx.set(
      collections.messageCounters(spaceId).doc(String(randomInt(MESSAGE_COUNTER_SHARDS))),
      counter,
      { merge: true },
    );
    return { ...answer, held: message.held };
  });
}

/** The approved wall of a published space past a cursor, newest first. */
export async function listWall(
  slug: string,
  cursor: string,
): Promise<{ messages: WallMessage[]; next?: string }> {
  const after = decodeCursor(cursor);
  const spaceId = await spaceIdOfSlug(slug);
  const space = spaceId === undefined ? undefined : (await spaceRef(spaceId).get()).data();
  const target = space && { published: isPublicSpace(space), settings: messageSettingsOf(space) };
  if (spaceId === undefined || !target?.published) throw new NotFoundError();
  const { enabled, showWall } = target.settings.fanMessages;
  if (!enabled || !showWall) return { messages: [] };
  const size = LIMITS.wallFirstPage;
  const page = await messagesOf(spaceId)
    .where('wall', '==', 'approved')
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .startAfter(Timestamp.fromDate(after.createdAt), after.messageId)
    .limit(size + 1)
    .get();
  const docs = page.docs.slice(0, size);
  const messages = docs.map((doc) => toWallMessage(doc.id, doc.data()));
  const last = docs.at(-1);
  return page.docs.length > size && last
    ? { messages, next: encodeCursor({ createdAt: last.data().createdAt, messageId: last.id }) }
    : { messages };
}

// ---------------------------------------------------------------------------------------------
// The inbox
// ---------------------------------------------------------------------------------------------

/** The space's counts, as the sums over its shards. */
async function counts(spaceId: string): Promise<MessageCounterShard> {
  const shards = await countersOf(spaceId).get();
  return inbox.sumShards(shards.docs.map((doc) => doc.data()));
}

const toInbox = (messages: readonly (readonly [string, StoredMessage])[]): InboxMessage[] =>
  messages.map(([id, m]) => toInboxMessage(id, m));

export async function listMessages(
  owner: OwnerCredential,
  filter: InboxFilter,
  kind: MessageKind | undefined,
  cursor: string | undefined,
): Promise<{ messages: InboxMessage[]; next?: string; unread: number }> {
  let query: Query<StoredMessage> = messagesOf(owner.spaceId);
  for (const [field, value] of inbox.inboxConditions(filter, kind))
    query = query.where(field, '==', value);
  query = newestFirst(query);
  if (cursor !== undefined) {
    const after = decodeCursor(cursor);
    query = query.startAfter(after.createdAt, after.messageId);
  }
  const [snapshot, { unread }] = await Promise.all([
    query.limit(LIMITS.inboxPageSize + 1).get(),
    counts(owner.spaceId),
  ]);
  const page = snapshot.docs
    .slice(0, LIMITS.inboxPageSize)
    .map((doc) => [doc.id, doc.data()] as const);
  const last = page.at(-1);
  return {
    messages: toInbox(page),
    ...(snapshot.docs.length > page.length &&
      last && { next: encodeCursor({ createdAt: last[1].createdAt, messageId: last[0] }) }),
    unread,
  };
}

export async function getMessage(owner: OwnerCredential, messageId: string): Promise<InboxMessage> {
  const message = (await messagesOf(owner.spaceId).doc(messageId).get()).data();
  if (!message) throw new MessageNotFoundError();
  return toInboxMessage(messageId, message);
}

export async function inboxSummary(
  owner: OwnerCredential,
  now: Date,
): Promise<{ unread: number; held: number; lettersThisWeek: number }> {
  const [{ unread, held }, letters] = await Promise.all([
    counts(owner.spaceId),
    messagesOf(owner.spaceId)
      .where('kind', '==', 'letter')
      .where('createdAt', '>=', inbox.weekAgo(now))
      .count()
      .get(),
  ]);
  return { unread, held, lettersThisWeek: letters.data().count };
}

/** The selection without repeats, each with its place in the request (for error fields). */
function selection(messageIds: readonly string[]): [string, number][] {
  const seen = new Map<string, number>();
  messageIds.forEach((id, i) => {
    if (!seen.has(id)) seen.set(id, i);
  });
  return [...seen];
}

/**
 * Reads the owner's space and the selected messages in the transaction (messages deleted
 * meanwhile are skipped), lets `decide` compute each one's next state (undefined: delete), then
 * writes the messages, one counter delta, and the wall's first page when wall membership
 * changed. Every read comes before every write, as transactions require.
 */
async function changeMessages(
  owner: OwnerCredential,
  messageIds: readonly string[],
  decide: (message: StoredMessage, field: string) => StoredMessage | undefined,
): Promise<[string, StoredMessage | undefined][]> {
  return db().runTransaction(
    (tx) => changeMessagesIn(tx, owner.spaceId, ownedSpace<Space>(owner, tx), messageIds, decide),
    TRANSACTION_OPTIONS,
  );
}

/**
 * `changeMessages` inside a transaction that has read nothing yet but `space` (read by the
 * caller, the owner's check or a sender's receipt). A sender's own deletion runs the very same
 * writes as the owner's, so the counters and the wall stay as exact.
 */
export async function changeMessagesIn(
  tx: Transaction,
  spaceId: string,
  spaceRead: Promise<Space>,
  messageIds: readonly string[],
  decide: (message: StoredMessage, field: string) => StoredMessage | undefined,
): Promise<[string, StoredMessage | undefined][]> {
  const selected = selection(messageIds);
  {
    const [space, snaps] = await Promise.all([
      spaceRead,
      tx.getAll(...selected.map(([id]) => messagesOf(spaceId).doc(id))),
    ]);
    const outcome: [string, StoredMessage | undefined][] = [];
    const changed = new Map<string, StoredMessage | undefined>();
    const deltas: MessageCounterShard[] = [];
    let wallTouched = false;
    snaps.forEach((snap, i) => {
      if (!snap.exists) return;
      const [id, position] = selected[i]!;
      const before = snap.data()!;
      const after = decide(before, `messageIds.${position}`);
      outcome.push([id, after]);
      if (after === before) return;
      changed.set(id, after);
      deltas.push(inbox.counterDelta(before, after));
      if (inbox.isOnWall(before) !== (after !== undefined && inbox.isOnWall(after)))
        wallTouched = true;
    });

    const page = wallTouched
      ? inbox.wallPage(
          (await tx.get(approvedWall(spaceId).limit(inbox.wallQueryLimit(changed.size)))).docs.map(
            (doc) => [doc.id, doc.data()] as const,
          ),
          changed,
        )
      : undefined;

    for (const [id, after] of changed) {
      const ref = messagesOf(spaceId).doc(id);
      if (after) tx.set(ref, after);
      else tx.delete(ref);
    }
    bumpCounters(tx, spaceId, inbox.sumDeltas(deltas));
    if (page && inbox.wallChanged(space, page))
      tx.update(spaceRef(spaceId), {
        wall: page.wall,
        wallNext: page.wallNext ?? FieldValue.delete(),
      });
    return outcome;
  }
}

export async function updateMessages(
  owner: OwnerCredential,
  messageIds: readonly string[],
  change: MessageChange,
): Promise<{ messages: InboxMessage[]; unread: number }> {
  const outcome = await changeMessages(owner, messageIds, (message, field) =>
    inbox.applyChange(message, change, field),
  );
  const kept = outcome.flatMap(([id, m]) => (m ? [[id, m] as const] : []));
  return { messages: toInbox(kept), unread: (await counts(owner.spaceId)).unread };
}

export async function deleteMessages(
  owner: OwnerCredential,
  messageIds: readonly string[],
): Promise<{ deleted: number; unread: number }> {
  const outcome = await changeMessages(owner, messageIds, () => undefined);
  return { deleted: outcome.length, unread: (await counts(owner.spaceId)).unread };
}

/** Held messages settled per transaction: well under Firestore's 500 writes. */
const SETTLE_PAGE = LIMITS.bulkActionMaxItems;

/**
 * Releases or deletes every message that was held at `cutoff`, newest first, a page per
 * transaction (each re-reads its messages, keeps the counters exact and skips any released
 * meanwhile), until none is left or `deadline` passes (`more`: the next call goes on).
 */
export async function settleHeldMessages(
  owner: OwnerCredential,
  action: HeldAction,
  cutoff: Date,
  deadline: number,
): Promise<{ settled: number; more: boolean; unread: number; held: number }> {
  const held = newestFirst(
    messagesOf(owner.spaceId).where('held', '==', true).where('createdAt', '<=', cutoff),
  );
  let settled = 0;
  let more = true;
  while (Date.now() < deadline) {
    const page = await held.select().limit(SETTLE_PAGE).get();
    const ids = page.docs.map((doc) => doc.id);
    const outcome =
      ids.length > 0 ? await changeMessages(owner, ids, (m) => inbox.settleHeld(m, action)) : [];
    const done = outcome.filter(([, m]) =>
      action === 'delete' ? m === undefined : !m?.held,
    ).length;
    settled += done;
    // A short page was the last; a page that changed nothing would only come back again.
    if (ids.length < SETTLE_PAGE || done === 0) {
      more = false;
      break;
    }
  }
  return { settled, more, ...(await counts(owner.spaceId)) };
}

// ---------------------------------------------------------------------------------------------
// Receipts and private replies (decision 051)
// ---------------------------------------------------------------------------------------------

/**
 * Writes, edits or (with an empty body) removes the owner's private reply to one message. The
 * first reply's time stays; an edit adds `editedAt`.
 */
export async function replyToMessage(
  owner: OwnerCredential,
  messageId: string,
  body: string,
): Promise<{ reply?: Reply }> {
  const text = body.trim();
  return db().runTransaction(async (tx) => {
    const ref = messagesOf(owner.spaceId).doc(messageId);
    const [, snap] = await Promise.all([ownedSpace<Space>(owner, tx), tx.get(ref)]);
    const message = snap.data();
    if (!message) throw new MessageNotFoundError();
    if (text === '') {
      if (message.reply) tx.update(ref, { reply: FieldValue.delete() });
      return {};
    }
    if (message.reply?.body === text) return { reply: toReply(message.reply) };
    const now = new Date();
    const reply: StoredReply = message.reply
      ? { body: text, at: message.reply.at, editedAt: now }
      : { body: text, at: now };
    tx.update(ref, { reply });
    return { reply: toReply(reply) };
  }, TRANSACTION_OPTIONS);
}

/**
 * A sender deletes their message through its receipt while the owner has done nothing with it (not
 * read, replied, answered in public or read aloud): the same writes as the owner's deletion
 * (message, counters, wall), and the receipt remembers that its sender deleted it. A token that is
 * not a receipt of this space answers as an absent one.
 */
export async function deleteOwnMessage(slug: string, token: string): Promise<void> {
  const receiptRef = receiptsRef().doc(receiptIdOf(token));
  await db().runTransaction(async (tx) => {
    const [spaceId, receiptSnap] = await Promise.all([spaceIdOfSlug(slug, tx), tx.get(receiptRef)]);
    const receipt = receiptSnap.data();
    if (!receipt || spaceId === undefined || receipt.spaceId !== spaceId) throw new NotFoundError();
    if (receipt.deletedAt) return;
    const space = tx.get(spaceRef(spaceId)).then((snap) => {
      const data = snap.data();
      if (!data) throw new NotFoundError();
      return data;
    });
    // A dropped send's message was never written: the same reads find nothing, and its receipt
    // forgets what it said, as a delivered one's message is deleted (decision 068).
    const outcome = await changeMessagesIn(tx, spaceId, space, [receipt.messageId], (message) => {
      if (isAnswered(message))
        throw new DomainError('message-answered', 'the owner has answered or read it aloud');
      if (message.read) throw new DomainError('message-read', 'the owner has read it');
      return undefined;
    });
    if (outcome.length === 0 && receipt.dropped === undefined) throw new MessageNotFoundError();
    tx.update(receiptRef, { deletedAt: new Date(), dropped: FieldValue.delete() });
  }, TRANSACTION_OPTIONS);
}

// ---------------------------------------------------------------------------------------------
// Blocks (decision 040)
// ---------------------------------------------------------------------------------------------

/**
 * Blocks that match a send: by its sender key, and by its address key (the backup, checked for
 * freshness by the decision). Read in the send's transaction.
 */
export async function blockVerdictIn(
  tx: Transaction,
  sender: Sender,
  now: Date,
): Promise<send.BlockVerdict> {
  const blocks = blockedOf(sender.spaceId);
  const [bySender, byAddress] = await Promise.all([
    tx.get(blocks.where('senderKey', '==', sender.senderKey)),
    tx.get(blocks.where('addressKey', '==', sender.addressKey)),
  ]);
  const view = (doc: { id: string; data: () => BlockedSenderDoc }): send.BlockView => {
    const { blockedAt, addressUntil } = doc.data();
    return { id: doc.id, blockedAt, ...(addressUntil && { addressUntil }) };
  };
  return send.blockVerdict(bySender.docs.map(view), byAddress.docs.map(view), now);
}

/** Counts a dropped send on the block that dropped it, in the send's transaction. */
export function countStopped(tx: Transaction, spaceId: string, blockId: string): void {
  tx.update(blockedOf(spaceId).doc(blockId), { stopped: FieldValue.increment(1) });
}

/**
 * What the owner sees of a block. Blocks made before sender keys came from browsers hold only
 * `blockedAt` and `sample`; they are listed so that the owner can remove them.
 */
function toBlockedSender(blockId: string, doc: BlockedSenderDoc): BlockedSender {
  const legacy = doc as Partial<BlockedSenderDoc> & { sample?: string };
  return {
    blockId,
    blockedAt: doc.blockedAt.toISOString(),
    excerpt: legacy.excerpt ?? legacy.sample ?? '',
    sentAt: (legacy.sentAt ?? doc.blockedAt).toISOString(),
    stopped: legacy.stopped ?? 0,
  };
}

/** The block made from one document (a message or a post), by that document's path. */
const blockIdOf = (path: string): string =>
  createHash('sha256').update(path).digest('base64url').slice(0, 32);

/** What a block is made from: the one message or post the owner chose. */
export interface BlockSource {
  /** The document's path within the space: the block's id derives from it. */
  path: string;
  senderKey: string;
  addressKey?: string | undefined;
  body: string;
  sentAt: Date;
}

/**
 * Blocks the sender of one message or post, in `tx` (after the caller's reads); blocking from the
 * same one again answers the block it made. A block made from another message of the same
 * sender is a block of its own: answering the earlier one would tell the owner who sent what.
 */
export async function blockFromIn(
  tx: Transaction,
  spaceId: string,
  source: BlockSource,
): Promise<BlockedSender> {
  const ref = blockedOf(spaceId).doc(blockIdOf(source.path));
  const existing = (await tx.get(ref)).data();
  if (existing) return toBlockedSender(ref.id, existing);
  const now = new Date();
  const block: BlockedSenderDoc = {
    senderKey: source.senderKey,
    ...(source.addressKey !== undefined && {
      addressKey: source.addressKey,
      addressUntil: new Date(now.getTime() + send.ADDRESS_BACKUP_MS),
    }),
    blockedAt: now,
    excerpt: inbox.blockSample(source.body),
    sentAt: source.sentAt,
    stopped: 0,
  };
  tx.set(ref, block);
  return toBlockedSender(ref.id, block);
}

/** Blocks the sender of a message. */
export async function blockSender(
  owner: OwnerCredential,
  messageId: string,
): Promise<BlockedSender> {
  const spaceId = owner.spaceId;
  return db().runTransaction(async (tx) => {
    const [, snap] = await Promise.all([
      ownedSpace<Space>(owner, tx),
      tx.get(messagesOf(spaceId).doc(messageId)),
    ]);
    const message = snap.data();
    if (!message) throw new MessageNotFoundError();
    return blockFromIn(tx, spaceId, {
      path: `messages/${messageId}`,
      senderKey: message.senderKey,
      addressKey: message.addressKey,
      body: message.body,
      sentAt: message.createdAt,
    });
  });
}

/** Lifts one block; the next send already finds it gone. Unknown ids change nothing. */
export async function unblockSender(owner: OwnerCredential, blockId: string): Promise<void> {
  await blockedOf(owner.spaceId).doc(blockId).delete();
}

/** Newest block first. */
export async function listBlockedSenders(owner: OwnerCredential): Promise<BlockedSender[]> {
  const snapshot = await blockedOf(owner.spaceId).orderBy('blockedAt', 'desc').get();
  return snapshot.docs.map((doc) => toBlockedSender(doc.id, doc.data()));
}

// ---------------------------------------------------------------------------------------------
// A deleted space
// ---------------------------------------------------------------------------------------------

/** The path whose deletion removes everything of the space that lives outside its document. */

/**
 * Removes what a deleted space leaves outside its own document: its letters and fan messages,
 * their counter shards, its blocked senders and the abuse gate's counters for it. Idempotent: a
 * repeated delivery (or a retry after a partial run) finds less, or nothing, to delete.
 */
export async function deleteSpaceMessages(spaceId: string): Promise<number> {
  const counts = await Promise.all([
    deleteAll(collections.messages(spaceId)),
    deleteAll(collections.messageCounters(spaceId)),
    deleteAll(collections.blockedSenders(spaceId)),
    deleteAll(collections.rateLimits().where('spaceId', '==', spaceId)),
    deleteAll(collections.receipts().where('spaceId', '==', spaceId)),
    // The fans' reply notices on those receipts, with their addresses (decision 068).
    deleteAll(collections.replyNotices().where('spaceId', '==', spaceId)),
    // The stream's queue (decision 069).
    collections
      .stageQueue(spaceId)
      .delete()
      .then(() => 0),
  ]);
  return counts.reduce((sum, n) => sum + n, 0);
}

// ---------------------------------------------------------------------------------------------
// Seeding the local stack
// ---------------------------------------------------------------------------------------------

/**
 * Writes a receipt of `messageId` under `token` (its hash) unless it exists: for seeding the local
 * stack with receipts whose links are known. Never used by a callable.
 */
export async function restoreReceipt(
  spaceId: string,
  messageId: string,
  token: string,
  createdAt: Date,
  dropped?: ReceiptDoc['dropped'],
): Promise<void> {
  const ref = receiptsRef().doc(receiptIdOf(token));
  if (!(await ref.get()).exists)
    await ref.set({ spaceId, messageId, createdAt, ...(dropped && { dropped }) });
}

/**
 * Writes the given messages and blocked senders unless they exist, then makes the counter shards
 * and the wall's first page agree with every message the space has: for seeding the local stack,
 * where earlier runs may have left anything behind. Never used by a callable.
 */
export async function restoreMessages(
  spaceId: string,
  messages: readonly (readonly [string, StoredMessage])[],
  blocked: readonly (readonly [string, BlockedSenderDoc])[],
): Promise<void> {
  const writes = db().batch();
  for (const [id, message] of messages) {
    const ref = messagesOf(spaceId).doc(id);
    if (!(await ref.get()).exists) writes.set(ref, message);
  }
  for (const [blockId, doc] of blocked) {
    const ref = blockedOf(spaceId).doc(blockId);
    if (!(await ref.get()).exists) writes.set(ref, doc);
  }
  await writes.commit();

  const all = (await messagesOf(spaceId).get()).docs.map((doc) => doc.data());
  const total = inbox.sumDeltas(all.map(inbox.countOf));
  const counters = db().batch();
  for (let shard = 0; shard < MESSAGE_COUNTER_SHARDS; shard++)
    counters.set(
      countersOf(spaceId).doc(String(shard)),
      shard === 0 ? total : { unread: 0, held: 0 },
    );
  await counters.commit();

  const approved = await approvedWall(spaceId).limit(inbox.wallQueryLimit(0)).get();
  const page = inbox.wallPage(
    approved.docs.map((doc) => [doc.id, doc.data()] as const),
    new Map(),
  );
  await spaceRef(spaceId).update({
    wall: page.wall,
    wallNext: page.wallNext ?? FieldValue.delete(),
  });
}
