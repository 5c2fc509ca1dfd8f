// The thanks a page renders for a send made without JavaScript links the sender's receipt: /_send
// put its token in the address (`?r=`). Such an answer is the sender's own, so it is not cached.
import { isReceiptToken, receiptPath, SEND_FORM_QUERY } from '@spaces/contracts';

/** The receipt path the address names, if it names a well-formed token. */
export function receiptOfQuery(slug: string, query: URLSearchParams): string | undefined {
  const token = query.get(SEND_FORM_QUERY.receipt);
  return isReceiptToken(token) ? receiptPath(slug, token) : undefined;
}

/** Headers of a page that carries a receipt link: never stored by the CDN or the browser. */
export const RECEIPT_ANSWER_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
};
