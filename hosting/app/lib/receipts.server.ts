// Receipts read by their tokens, for the pages that show them: the receipt page itself and the
// letters a browser lists on the letter page and the top page (decisions 051 and 068). A token is
// the capability: it is hashed into the receipt's document id, so no secret is ever compared. The
// paths, the hash and what the page says of a receipt are the functions' too
// (`@spaces/contracts/receipt-model`); this module only reads.
// Every lookup is first counted for the client by the one abuse gate, whose code and counters the
// send forms use too; a client past its limit gets the 429 page.
import { messagePath } from '@spaces/contracts';
import {
  receiptPathOf,
  receiptViewOf,
  replyNoticePathOf,
  type ReceiptView,
} from '@spaces/contracts/receipt-model';
import { data, type AppLoadContext } from 'react-router';
import { AbuseGate, RateLimitedError } from '../../../functions/src/platform/abuseGate';
import { RATE_LIMITED } from './error-page';
import { adminFirestore } from './firebase-admin.server';
import { readDocument } from './page-data.server';

export { deletable } from '@spaces/contracts/receipt-model';
export type { ReceiptState, ReceiptView } from '@spaces/contracts/receipt-model';

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

/** Whether the receipt has a reply notice, and whether its address is confirmed yet. */
export type NoticeState = 'none' | 'pending' | 'on';

/**
 * The reply notice of the receipt of `token` (decision 068), keyed as the receipt: never its
 * address, which the page does not show.
 */
export async function readNoticeState(token: string): Promise<NoticeState> {
  const notice = await readDocument(replyNoticePathOf(token));
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
  const messageId: unknown = receipt.get('messageId');
  const message = await readDocument(
    messagePath(spaceId, typeof messageId === 'string' ? messageId : ''),
  );
  return receiptViewOf(token, slug, receipt, message);
}
