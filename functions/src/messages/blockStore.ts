// Blocks (decision 040): `spaces/{spaceId}/blockedSenders/{blockId}`, what a send's transaction
// reads of them and counts on them, and the owner's blocking, unblocking and list. A part of the
// messages' store.
import type { BlockedSender } from '@spaces/contracts';
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import type { OwnerCredential } from '../platform/credential';
import { MessageNotFoundError } from '../platform/errors';
import { collections, converter, db } from '../platform/firestore';
import { ownedSpace } from '../platform/ownership';
import type { Sender } from '../platform/visitor';
import type { Space } from '../spaces/space';
import * as inbox from './inbox';
import { messagesOf } from './messageStore';
import * as send from './send';

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

export const blockedOf = (spaceId: string) =>
  collections.blockedSenders(spaceId).withConverter(converter<BlockedSenderDoc & DocumentData>());

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
