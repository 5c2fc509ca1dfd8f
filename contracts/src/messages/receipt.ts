// A sender's receipt: a private page at `/{slug}/r/{token}` that shows one sent letter or fan
// message and what became of it. The token is the capability; the server keeps only its SHA-256
// (hex) as the id of `receipts/{hash}`, which names the space and the message
// (docs/decisions/051-receipts-and-private-replies.md).

/** Top-level collection of receipts, keyed by the SHA-256 (hex) of the token. */
export const RECEIPTS_COLLECTION = 'receipts';

/** A token: 32 random bytes in base64url (256 bits, 43 characters). */
export const RECEIPT_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export function isReceiptToken(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(RECEIPT_TOKEN_PATTERN).test(value);
}

/** The receipt page of `token` in the space at `slug`. */
export function receiptPath(slug: string, token: string): string {
  return `/${encodeURIComponent(slug)}/r/${encodeURIComponent(token)}`;
}

/** The query a refused deletion returns to the receipt page with: the refusal's reason. */
export const RECEIPT_QUERY = { refused: 'refused' } as const;

/** The form a sender deletes an unread message with, posted to `/_send` like the send forms. */
export const DELETE_MESSAGE_FORM_KIND = 'deleteMessage';
