// A letter or fan message as the backend keeps it, `spaces/{spaceId}/messages/{messageId}`, and
// the views of it that the inbox and the wall show, and the sender's receipt of it. Pure.
import type { InboxMessage, MessageKind, Reply, WallMessage, WallState } from '@spaces/contracts';
import { createHash, randomBytes } from 'node:crypto';

export interface StoredMessage {
  kind: MessageKind;
  body: string;
  /** '' when the sender stayed anonymous. */
  name: string;
  /**
   * The sender's opaque key (an HMAC of the browser's sender token, or random without one): what
   * blocks match. Never shown to the owner.
   */
  senderKey: string;
  /** The opaque key of the sender's address, for a block's one-day backup. Never shown. */
  addressKey?: string;
  /**
   * The gate saw the sender for the first time in the space (no send of theirs delivered before):
   * raid mode, when it starts, holds such messages of the minute before (decision 066). Never
   * shown; absent on messages from before.
   */
  firstSeen?: boolean;
  createdAt: Date;
  read: boolean;
  starred: boolean;
  archived: boolean;
  /** Matched an NG word: not in the inbox (nor counted unread) until the owner releases it. */
  held: boolean;
  /** Fan messages only; letters stay `none`. */
  wall: WallState;
  /** Published with an answer (written only by the answers feature). */
  answer?: StoredAnswerRef;
  /** Marked read aloud in the stream view. */
  readAloudAt?: Date;
  /** The owner's private reply (`replyToMessage`), shown only on the sender's receipt. */
  reply?: StoredReply;
}

/** Where a message's public answer lives, and what it says (the page's document holds a copy). */
export interface StoredAnswerRef {
  boardId: string;
  boardSlug: string;
  postId: string;
  text: string;
  showName: boolean;
  publishedAt: Date;
}

export interface StoredReply {
  body: string;
  at: Date;
  editedAt?: Date;
}

/**
 * `receipts/{sha256(token)}`: a sender's receipt. The token itself is never stored; the page and
 * the sender's deletion find the receipt by hashing the token they were given.
 */
export interface ReceiptDoc {
  spaceId: string;
  messageId: string;
  createdAt: Date;
  /** The sender deleted the message through the receipt. */
  deletedAt?: Date;
  /**
   * A send a block dropped (its message is never written): what the sender wrote, so that the
   * receipt reads as any undelivered-unread letter's for as long as it lives. Removed when the
   * sender deletes it through the receipt (decision 068).
   */
  dropped?: DroppedSend;
}

/** What a dropped send's receipt shows in place of the message it never wrote. */
export interface DroppedSend {
  kind: MessageKind;
  body: string;
  name: string;
  /** Held as the send was answered (an NG word, raid mode, a full window). */
  held: boolean;
}

/**
 * Whether the owner has done something with a message that its sender can see on the receipt:
 * replied privately, answered in public, or read it aloud. Its sender may then no longer delete it.
 */
export const isAnswered = (message: StoredMessage): boolean =>
  message.reply !== undefined || message.answer !== undefined || message.readAloudAt !== undefined;

/** The document id of a receipt token: its SHA-256 in hex. */
export const receiptIdOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A new receipt token: 256 random bits, base64url. */
export const newReceiptToken = (): string => randomBytes(32).toString('base64url');

export function toReply(reply: StoredReply): Reply {
  return {
    body: reply.body,
    at: reply.at.toISOString(),
    ...(reply.editedAt && { editedAt: reply.editedAt.toISOString() }),
  };
}

/**
 * `spaces/{spaceId}/messageCounters/{shard}` with `shard` in 0…MESSAGE_COUNTER_SHARDS-1: the
 * space's counts are the sums over the shards, so concurrent sends into one space spread their
 * increments instead of queueing on one document. Every change of `read` or `held` updates a
 * shard in the same transaction as the message, which keeps the sums exact.
 */
export interface MessageCounterShard {
  /** Messages with `held == false && read == false`. */
  unread: number;
  /** Messages with `held == true`. */
  held: number;
}

export const MESSAGE_COUNTER_SHARDS = 10;

/**
 * The owner's view of a message: field by field, so that nothing a sender's messages share (their
 * keys, whether they are blocked) ever reaches it.
 */
export function toInboxMessage(messageId: string, message: StoredMessage): InboxMessage {
  return {
    messageId,
    kind: message.kind,
    body: message.body,
    name: message.name,
    createdAt: message.createdAt.toISOString(),
    read: message.read,
    starred: message.starred,
    archived: message.archived,
    held: message.held,
    wall: message.wall,
    ...(message.answer && {
      answer: {
        boardSlug: message.answer.boardSlug,
        postId: message.answer.postId,
        text: message.answer.text,
        showName: message.answer.showName,
        publishedAt: message.answer.publishedAt.toISOString(),
      },
    }),
    ...(message.readAloudAt && { readAloudAt: message.readAloudAt.toISOString() }),
    ...(message.reply && { reply: toReply(message.reply) }),
  };
}

export function toWallMessage(messageId: string, message: StoredMessage): WallMessage {
  return {
    messageId,
    body: message.body,
    name: message.name,
    createdAt: message.createdAt.toISOString(),
  };
}
