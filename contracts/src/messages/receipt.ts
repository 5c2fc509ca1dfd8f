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

/**
 * The form that forgets one letter of this browser's list (the `token` field), posted to `/_send`
 * and answered with a 303 back to the page it was on (`slug`, and `page`: `letter` or `top`).
 */
export const FORGET_LETTER_FORM_KIND = 'forgetLetter';

/**
 * The `__session` entry that lists the letters and fan messages this browser sent: each a space's
 * slug and the receipt's token, oldest first, at most `LIMITS.lettersRemembered` (decision 068).
 * The cookie is the only place the list lives: clearing it forgets the list, and nothing of it is
 * stored on the server.
 */
export const LETTERS_ENTRY = 'letters';

/** One remembered send: where it went and its receipt's token. */
export interface RememberedLetter {
  slug: string;
  token: string;
}

// A slug holds letters, digits, `-` and `_`; a token base64url: `.` and `*` are neither, and both
// codecs the cookie goes through (form encoding, then URI encoding) leave them as they are.
const FIELD = '.';
const ITEM = '*';
const SLUG_LIKE = /^[a-z0-9][a-z0-9_-]{0,29}$/;

/** The letters an entry lists, oldest first; a malformed item is skipped. */
export function lettersOf(entry: string | null | undefined): RememberedLetter[] {
  if (!entry) return [];
  return entry.split(ITEM).flatMap((item) => {
    const [slug, token, ...rest] = item.split(FIELD);
    return rest.length === 0 && slug && SLUG_LIKE.test(slug) && isReceiptToken(token)
      ? [{ slug, token }]
      : [];
  });
}

/** The entry for `letters`, keeping only the newest `limit`. */
export function lettersEntry(letters: readonly RememberedLetter[], limit: number): string {
  return letters
    .slice(-limit)
    .map(({ slug, token }) => `${slug}${FIELD}${token}`)
    .join(ITEM);
}

/** The list with one more send at its end (the newest). */
export function withLetter(
  letters: readonly RememberedLetter[],
  letter: RememberedLetter,
): RememberedLetter[] {
  return [...letters.filter((known) => known.token !== letter.token), letter];
}

/** The list without the send of `token`. */
export function withoutLetter(
  letters: readonly RememberedLetter[],
  token: string,
): RememberedLetter[] {
  return letters.filter((known) => known.token !== token);
}

/**
 * The optional notice by e-mail (decision 068): on the receipt, a fan leaves an address to be told
 * once when the creator replies or answers in public. The forms, posted to `/_notice`: ask for it
 * (`slug`, `token`, `email`, `lang`), stop it (`slug`, `token`), and confirm the address through
 * the one link mailed to it (`code`).
 */
/** Where Hosting rewrites the notice's forms (firebase.json): the `noticeForm` function. */
export const NOTICE_FORM_ACTION = '/_notice';

export const NOTICE_FORM_KINDS = {
  ask: 'replyNotice',
  stop: 'stopNotice',
  confirm: 'confirmNotice',
} as const;

/** `replyNotices/{receiptId}`: one pending notice per receipt, keyed as its receipt is. */
export const REPLY_NOTICES_COLLECTION = 'replyNotices';

/** The code of a notice's confirmation link: 32 random bytes in base64url, as a receipt's token. */
export function isNoticeCode(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(RECEIPT_TOKEN_PATTERN).test(value);
}

/** The page the confirmation mail links to. */
export function noticeConfirmPath(code: string): string {
  return `/a/notice/${encodeURIComponent(code)}`;
}

/** What the receipt page says after a notice form: asked (a confirmation mail went out) or stopped. */
export const NOTICE_QUERY = { notice: 'notice' } as const;
export type NoticeAnswer = 'asked' | 'stopped';
