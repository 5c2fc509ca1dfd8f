// A sender's receipt as the servers know it (decisions 051 and 068): where it is kept (the message
// it names is at `messagePath`), how a token becomes its id, and what the receipt page says of its message. The one
// place for this knowledge: the functions write and delete by it, hosting's server code reads by
// it (lib/receipts.server.ts). Node only (the token's hash): the package's `./receipt-model`
// entry, never its index, which browsers load.
import { createHash } from 'node:crypto';
import type { MessageKind } from './message';
import { RECEIPTS_COLLECTION, REPLY_NOTICES_COLLECTION } from './receipt';

/** The id of the receipt of `token` (and of its reply notice): its SHA-256 in hex, never itself. */
export const receiptIdOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** `receipts/{receiptId}`: the receipt of `token`. */
export const receiptPathOf = (token: string): string =>
  `${RECEIPTS_COLLECTION}/${receiptIdOf(token)}`;

/** `replyNotices/{receiptId}`: the reply notice of the receipt of `token`, keyed as its receipt. */
export const replyNoticePathOf = (token: string): string =>
  `${REPLY_NOTICES_COLLECTION}/${receiptIdOf(token)}`;

/** What a receipt says of its message, in plain words: most advanced state first. */
export type ReceiptState =
  'deleted' | 'gone' | 'held' | 'delivered' | 'read' | 'readAloud' | 'answered';

/** The fields of a stored message that decide its receipt's state, whatever their stored types. */
export interface MessageProgress {
  read?: unknown;
  held?: unknown;
  readAloudAt?: unknown;
  reply?: unknown;
  /** Published with an answer: only one naming its board and post counts. */
  answer?: unknown;
}

/** The public answer a message was published with, when it names its board and post. */
function answerOf(progress: MessageProgress): { boardSlug: string; postId: string } | undefined {
  const answer = progress.answer as { boardSlug?: unknown; postId?: unknown } | undefined;
  return answer && typeof answer.boardSlug === 'string' && typeof answer.postId === 'string'
    ? { boardSlug: answer.boardSlug, postId: answer.postId }
    : undefined;
}

/** The state of a message that is there: what the owner has done with it, the furthest first. */
export function messageStateOf(progress: MessageProgress): ReceiptState {
  if (progress.reply || answerOf(progress)) return 'answered';
  if (progress.readAloudAt !== undefined) return 'readAloud';
  if (progress.read === true) return 'read';
  return progress.held === true ? 'held' : 'delivered';
}

/**
 * Whether the sender may still delete a message in this state through its receipt: only while the
 * owner has done nothing with it (not read, replied, answered in public or read aloud).
 */
export const senderMayDelete = (state: ReceiptState): boolean =>
  state === 'held' || state === 'delivered';

/** The message as its sender sent it. */
export interface SentMessage {
  kind: MessageKind;
  body: string;
  name: string;
  sentAt: string;
}

/** The receipt page's view of one receipt. */
export interface ReceiptView {
  token: string;
  state: ReceiptState;
  /** When it was sent (the receipt's own time, kept after a deletion). */
  sentAt: string;
  /** The owner has read it (shown beside "answered"). */
  read: boolean;
  message?: SentMessage;
  reply?: { body: string; at: string; edited: boolean };
  answerHref?: string;
}

/** A stored document as a reader has it: whether it is there, and its fields by name. */
export interface FieldsOf {
  exists: boolean;
  get(field: string): unknown;
}

const iso = (value: unknown): string | undefined =>
  value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate: () => Date }).toDate().toISOString()
    : value instanceof Date
      ? value.toISOString()
      : undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const kindOf = (value: unknown): MessageKind => (value === 'fanMessage' ? 'fanMessage' : 'letter');

/**
 * The receipt page's view of `token`'s receipt and the message it names (read whatever the
 * receipt is, so that every receipt costs the same two reads): a deleted one, a send a block
 * dropped (its message never written, its receipt keeping what it said, so that it reads as any
 * unread letter's, decision 068), a message the owner deleted, or the message and what became of
 * it. `slug` is the space's, for the public answer's address.
 */
export function receiptViewOf(
  token: string,
  slug: string,
  receipt: FieldsOf,
  message: FieldsOf,
): ReceiptView {
  const sentAt = iso(receipt.get('createdAt')) ?? '';
  if (receipt.get('deletedAt') !== undefined)
    return { token, state: 'deleted', sentAt, read: false };
  const dropped = receipt.get('dropped') as
    { kind?: unknown; body?: unknown; name?: unknown; held?: unknown } | undefined;
  if (!message.exists && dropped) {
    return {
      token,
      state: dropped.held === true ? 'held' : 'delivered',
      sentAt,
      read: false,
      message: {
        kind: kindOf(dropped.kind),
        body: text(dropped.body),
        name: text(dropped.name),
        sentAt,
      },
    };
  }
  if (!message.exists) return { token, state: 'gone', sentAt, read: false };
  const progress: MessageProgress = {
    read: message.get('read'),
    held: message.get('held'),
    readAloudAt: message.get('readAloudAt'),
    reply: message.get('reply'),
    answer: message.get('answer'),
  };
  const reply = progress.reply as { body?: unknown; at?: unknown; editedAt?: unknown } | undefined;
  const answer = answerOf(progress);
  return {
    token,
    state: messageStateOf(progress),
    sentAt,
    read: progress.read === true,
    message: {
      kind: kindOf(message.get('kind')),
      body: text(message.get('body')),
      name: text(message.get('name')),
      sentAt: iso(message.get('createdAt')) ?? sentAt,
    },
    ...(reply && {
      reply: {
        body: text(reply.body),
        at: iso(reply.at) ?? '',
        edited: reply.editedAt !== undefined,
      },
    }),
    ...(answer && {
      answerHref: `/${slug}/${encodeURIComponent(answer.boardSlug)}/${encodeURIComponent(answer.postId)}`,
    }),
  };
}

/** Whether the sender may still delete the message the view shows. */
export const deletable = (view: ReceiptView): boolean =>
  view.message !== undefined && senderMayDelete(view.state);
