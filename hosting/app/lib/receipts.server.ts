// Receipts read by their tokens, for the pages that show them: the receipt page itself and the
// letters a browser lists on the letter page and the top page (decisions 051 and 068). A token is
// the capability: it is hashed into the receipt's document id, so no secret is ever compared.
// Every lookup is first counted for the client by the one abuse gate, whose code and counters the
// send forms use too; a client past its limit gets the 429 page.
import { RECEIPTS_COLLECTION, REPLY_NOTICES_COLLECTION, type MessageKind } from '@spaces/contracts';
import type { Timestamp } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { data, type AppLoadContext } from 'react-router';
import { AbuseGate, RateLimitedError } from '../../../functions/src/platform/abuseGate';
import { RATE_LIMITED } from './error-page';
import { adminFirestore } from './firebase-admin.server';
import { readDocument, type PageDocument } from './page-data.server';

/** What a receipt says of its message, in plain words: most advanced state first. */
export type ReceiptState =
  'deleted' | 'gone' | 'held' | 'delivered' | 'read' | 'readAloud' | 'answered';

/** The message as its sender sent it. */
export interface SentMessage {
  kind: MessageKind;
  body: string;
  name: string;
  sentAt: string;
}

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

/** Headers of every answer that carries a token: never cached, never indexed, no referrer. */
export const CAPABILITY_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  // The address is the capability: no request from this page may carry it along.
  'Referrer-Policy': 'no-referrer',
};

/**
 * Counts one lookup by token in the space at `slug` for the visitor behind `context` (its address,
 * as the send forms' function derives it); past the limit, throws the 429 page with its
 * Retry-After.
 */
export async function countLookup(
  context: AppLoadContext | undefined,
  slug: string,
): Promise<void> {
  adminFirestore(); // the Admin SDK's default app, which the gate's Firestore handle uses
  try {
    await AbuseGate.fromParams().countLookup({ clientAddress: context?.clientAddress }, slug);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const retry = String(error.details.retryAfterSeconds ?? 60);
    throw data(RATE_LIMITED, {
      status: 429,
      headers: { ...CAPABILITY_HEADERS, 'Retry-After': retry },
    });
  }
}

const iso = (value: unknown): string | undefined =>
  value && typeof (value as Timestamp).toDate === 'function'
    ? (value as Timestamp).toDate().toISOString()
    : undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const kindOf = (value: unknown): MessageKind => (value === 'fanMessage' ? 'fanMessage' : 'letter');

const receiptIdOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The receipt document of `token`: its id is the token's SHA-256, never the token. */
const receiptPathOf = (token: string): string => `${RECEIPTS_COLLECTION}/${receiptIdOf(token)}`;

/** Whether the receipt has a reply notice, and whether its address is confirmed yet. */
export type NoticeState = 'none' | 'pending' | 'on';

/**
 * The reply notice of the receipt of `token` (decision 068), keyed as the receipt: never its
 * address, which the page does not show.
 */
export async function readNoticeState(token: string): Promise<NoticeState> {
  const notice = await readDocument(`${REPLY_NOTICES_COLLECTION}/${receiptIdOf(token)}`);
  if (!notice.exists) return 'none';
  return notice.get('confirmedAt') === undefined ? 'pending' : 'on';
}

/**
 * The receipt of `token` in the space, or undefined when there is none there (malformed, unknown,
 * another space's). Two reads whatever the receipt is: the receipt, then the message it names —
 * also for a send a block dropped, whose message was never written and whose receipt keeps what
 * it said, so that it reads, and costs, as any unread letter's (decision 068).
 */
export async function readReceipt(
  spaceId: string,
  slug: string,
  token: string,
): Promise<ReceiptView | undefined> {
  const receipt = await readDocument(receiptPathOf(token));
  if (!receipt.exists || receipt.get('spaceId') !== spaceId) return undefined;
  const message = await readDocument(
    `spaces/${spaceId}/messages/${text(receipt.get('messageId'))}`,
  );
  return viewOf(token, slug, receipt, message);
}

function viewOf(
  token: string,
  slug: string,
  receipt: PageDocument,
  message: PageDocument,
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
  const reply = message.get('reply') as
    { body?: unknown; at?: unknown; editedAt?: unknown } | undefined;
  const answer = message.get('answer') as { boardSlug?: unknown; postId?: unknown } | undefined;
  const answerHref =
    answer && typeof answer.boardSlug === 'string' && typeof answer.postId === 'string'
      ? `/${slug}/${encodeURIComponent(answer.boardSlug)}/${encodeURIComponent(answer.postId)}`
      : undefined;
  const read = message.get('read') === true;
  const state: ReceiptState =
    reply || answerHref
      ? 'answered'
      : message.get('readAloudAt') !== undefined
        ? 'readAloud'
        : read
          ? 'read'
          : message.get('held') === true
            ? 'held'
            : 'delivered';
  return {
    token,
    state,
    sentAt,
    read,
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
    ...(answerHref && { answerHref }),
  };
}

/** Whether the sender may still delete it: nothing was done with it yet. */
export const deletable = (view: ReceiptView): boolean =>
  view.message !== undefined && (view.state === 'held' || view.state === 'delivered');
