// The form a visitor sends with, with or without JavaScript: a plain `<form method="post">` to
// Hosting's `/_send` (the `sendForm` function), whose fields, answers and redirects both codebases
// read from here. A plain post is answered with a redirect to the form's own page: 303 to a GET
// that shows the thanks (`?sent=…`), or 307 so that the browser posts the draft again to the page,
// which shows it with the refusal (`?refused=…`). A script's post (Accept: application/json) gets
// JSON instead (docs/decisions/041-sending-without-javascript.md).
import type { ErrorDetails, ErrorReason } from '../platform/errors';
import type { SendBoardPostResponse } from '../boards/callables';
import type { SendResponse } from './callables';

/**
 * Where Hosting rewrites the forms' posts (firebase.json). The fields: `kind`, `slug`, `board`
 * (a board's slug, for board posts), `body`, `name`, the honeypot `website` and the idempotency
 * key (IDEMPOTENCY_FIELD).
 */
export const SEND_FORM_ACTION = '/_send';

/**
 * The field that carries a form's idempotency key: a random value made when the form is drawn (on
 * the server for a page without JavaScript, in the browser by the form's island, again after each
 * accepted send). A post that repeats a key already accepted for the same words from the same
 * browser is the same send: it is stored once and answered as the first was (decision 066).
 */
export const IDEMPOTENCY_FIELD = 'idem';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY.test(value);
}

/** A new idempotency key: 128 random bits as 22 base64url characters. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const SEND_FORM_KINDS = ['letter', 'fanMessage', 'boardPost'] as const;
export type SendFormKind = (typeof SEND_FORM_KINDS)[number];

export function isSendFormKind(value: unknown): value is SendFormKind {
  return typeof value === 'string' && (SEND_FORM_KINDS as readonly string[]).includes(value);
}

/** The query parameters of the pages a send returns to. */
export const SEND_FORM_QUERY = {
  sent: 'sent',
  refused: 'refused',
  retry: 'retry',
} as const;

/** What `?sent=` says: a message sent or held for review, or where a board post went. */
export type SentStatus = 'sent' | 'held' | SendBoardPostResponse['status'];

const SENT_STATUSES: readonly SentStatus[] = ['sent', 'held', 'published', 'pending'];

export function isSentStatus(value: unknown): value is SentStatus {
  return typeof value === 'string' && (SENT_STATUSES as readonly string[]).includes(value);
}

/** The id of the fan-message box on the top page, which a fan message's answer scrolls to. */
export const FAN_MESSAGE_BOX_ID = 'fan-messages';

/**
 * The page a form of `kind` lives on, with `query`, which its post returns to. The slugs are
 * encoded: whatever was posted, the address stays a path on this site.
 */
export function sendFormPage(
  kind: SendFormKind,
  slug: string,
  board: string | undefined,
  query: Record<string, string> = {},
): string {
  const space = `/${encodeURIComponent(slug)}`;
  const path =
    kind === 'letter'
      ? `${space}/letter`
      : kind === 'boardPost'
        ? `${space}/${encodeURIComponent(board ?? '')}`
        : space;
  const search = new URLSearchParams(query).toString();
  return `${path}${search && `?${search}`}${kind === 'fanMessage' ? `#${FAN_MESSAGE_BOX_ID}` : ''}`;
}

/** The JSON answer to a script's post. */
export type SendFormAnswer =
  | SendResponse
  | SendBoardPostResponse
  | { deleted: true }
  | { error: { reason: ErrorReason; message: string; details: ErrorDetails } };
