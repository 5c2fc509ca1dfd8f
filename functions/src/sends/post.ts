// A visitor's send posted as a form to Hosting's `/_send` (decision 041), the one public write
// endpoint for visitors (decision 063): a plain HTML form with JavaScript off, or the same form
// posted by its island's script. Each kind's fields are checked against its form's schema, as the
// callable wrapper checks a payload; the feature's write runs through the abuse gate in the send's
// one transaction (store.ts) under the database deadline; a refusal is a reason from the
// contracts' table. The answer is what the poster can read: a plain post gets a redirect to the
// form's page, a script's post JSON.
import {
  DELETE_MESSAGE_FORM_KIND,
  boardPostForm,
  deleteMessageForm,
  fanMessageForm,
  FORGET_LETTER_FORM_KIND,
  isReceiptToken,
  LETTERS_ENTRY,
  letterForm,
  lettersEntry,
  lettersOf,
  LIMITS,
  RECEIPT_QUERY,
  REPORT_FORM_KIND,
  receiptPath,
  withLetter,
  withoutLetter,
  SEND_FORM_QUERY,
  SLUG_PATTERN,
  hostingCookieEntries,
  hostingCookieSetHeader,
  IDEMPOTENCY_FIELD,
  isIdempotencyKey,
  isSendFormKind,
  sendFormPage,
  type ErrorDetails,
  type ReportResponse,
  type SendBoardPostResponse,
  type SendFormAnswer,
  type SendFormKind,
  type SendResponse,
} from '@spaces/contracts';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { postWrite } from '../boards/visitorWrites';
import { deleteOwnMessage, messageWrite } from '../messages/visitorWrites';
import { AbuseGate } from '../platform/abuseGate';
import { toHttpsError, visitorHandler } from '../platform/callable';
import { addressPrefixOf, clientAddressOf } from '../platform/addresses';
import * as logs from '../platform/logs';
import { newSenderToken, SENDER_ENTRY, senderTokenOf, Visitor } from '../platform/visitor';
import { SENDER_KEY_SECRET } from '../platform/params';
import { onceSenderToken, sendOnceScopes } from './once';
import { visitorSend } from './store';

type Headers = Record<string, string | string[] | undefined>;

/** The request as the handler reads it (an Express request has all of it). */
export interface FormRequest {
  method: string;
  headers: Headers;
  rawBody?: Buffer | undefined;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

/** What the handler answers: a status, headers, and a body (JSON or text) if any. */
export interface FormAnswer {
  status: number;
  headers: Record<string, string>;
  json?: SendFormAnswer | ReportResponse;
  text?: string;
}

/** The part of the function's response an answer is written to. */
interface AnswerResponse {
  status(code: number): AnswerResponse;
  set(headers: Record<string, string>): AnswerResponse;
  json(body: unknown): unknown;
  send(body: string): unknown;
}

/** Writes `answer` to the function's response: its status, headers and body. */
export function writeAnswer(res: AnswerResponse, answer: FormAnswer): void {
  res.status(answer.status).set(answer.headers);
  if (answer.json !== undefined) res.json(answer.json);
  else res.send(answer.text ?? '');
}

type SendResult = SendResponse | SendBoardPostResponse;

/** Each kind's send: its form's schema, and the feature's write through the gate. */
const KINDS: Record<SendFormKind, (visitor: Visitor, data: unknown) => Promise<SendResult>> = {
  letter: visitorHandler(letterForm, (visitor, request) =>
    visitorSend(AbuseGate.fromParams(), visitor, request, messageWrite('letter', request)),
  ),
  fanMessage: visitorHandler(fanMessageForm, (visitor, request) =>
    visitorSend(AbuseGate.fromParams(), visitor, request, messageWrite('fanMessage', request)),
  ),
  boardPost: visitorHandler(boardPostForm, (visitor, request) =>
    visitorSend(AbuseGate.fromParams(), visitor, request, postWrite(request)),
  ),
};

/**
 * A sender's deletion through their receipt: the token is the credential. The token is a lookup
 * like any other: the abuse gate counts it for the client first (decision 068).
 */
const deleteOwn = visitorHandler(deleteMessageForm, async (visitor, { slug, token }) => {
  await AbuseGate.fromParams().countLookup(visitor, slug);
  await deleteOwnMessage(slug, token);
  return { deleted: true as const };
});

const isSlug = (value: string) => new RegExp(SLUG_PATTERN).test(value);

export function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether the browser says the post comes from another site: Fetch Metadata when it sends it
 * (same-origin, or `none` for what the user did in the browser itself), else an `Origin` whose
 * host is the host the visitor asked for (Hosting forwards it as X-Forwarded-Host). A post with
 * neither is refused too: every browser that runs a form sends one of them.
 */
export function isCrossSite(headers: Headers): boolean {
  const site = header(headers, 'sec-fetch-site')?.trim().toLowerCase();
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = header(headers, 'origin');
  const host = (header(headers, 'x-forwarded-host') ?? header(headers, 'host'))
    ?.split(',')[0]
    ?.trim()
    .toLowerCase();
  if (origin === undefined || !host) return true;
  try {
    const url = new URL(origin);
    return (url.protocol !== 'https:' && url.protocol !== 'http:') || url.host !== host;
  } catch {
    return true;
  }
}

/** The kind's request from the posted fields, shaped as the island's callable request was. */
export function requestOf(kind: SendFormKind, fields: URLSearchParams): Record<string, string> {
  const text = (name: string) => fields.get(name) ?? '';
  const name = text('name').trim();
  const website = text('website');
  return {
    slug: text('slug'),
    ...(kind === 'boardPost' && { boardSlug: text('board') }),
    // A browser posts a textarea's line breaks as CRLF; the field counted, and a script sends, LF.
    body: text('body').replace(/\r\n?/g, '\n'),
    ...(name !== '' && { name }),
    ...(website !== '' && { website }),
  };
}

/** The status a page shows for an accepted send (`?sent=`). */
function sentStatus(result: SendResult): string {
  if ('status' in result) return result.status;
  return result.held ? 'held' : 'sent';
}

/**
 * The app a script's post proves with its App Check token (the header the Firebase SDKs send),
 * verified as the callables verify theirs; undefined without a valid one. A plain form post
 * cannot carry one: the gate then treats it as any call without a token (decision 041).
 */
async function verifiedApp(headers: Headers): Promise<CallableRequest['app']> {
  const token = header(headers, 'x-firebase-appcheck');
  if (!token) return undefined;
  const { getAppCheck } = await import('firebase-admin/app-check');
  try {
    const verified = await getAppCheck().verifyToken(token);
    return { appId: verified.appId, token: verified.token };
  } catch {
    return undefined;
  }
}

export const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

function plain(status: number, text: string, extra: Record<string, string> = {}): FormAnswer {
  return {
    status,
    headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8', ...extra },
    text,
  };
}

/** The urlencoded fields of a same-site POST, or the answer that refuses any other request. */
export function postedFields(request: FormRequest): URLSearchParams | FormAnswer {
  if (request.method !== 'POST') return plain(405, 'Method Not Allowed', { Allow: 'POST' });
  if (isCrossSite(request.headers)) return plain(403, 'Forbidden: a post from another site');
  const type = header(request.headers, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    return plain(415, 'Unsupported Media Type: post the form');
  return new URLSearchParams(request.rawBody?.toString('utf8') ?? '');
}

export const noSuchForm = (): FormAnswer => plain(400, 'Bad Request: no such form');

/** The receipt a receipt page's form names, or undefined where its slug or token is malformed. */
export function receiptOf(fields: URLSearchParams): { slug: string; token: string } | undefined {
  const slug = fields.get('slug') ?? '';
  const token = fields.get('token') ?? '';
  return isSlug(slug) && isReceiptToken(token) ? { slug, token } : undefined;
}

/** The poster of a form that needs neither a sender token nor App Check. */
export const formVisitor = (request: FormRequest): Visitor =>
  Visitor.fromRequest({ auth: undefined, app: undefined, rawRequest: request as never });

interface Refusal {
  refusal: ReturnType<typeof toHttpsError>;
  details: ErrorDetails;
}

/** The refusal `error` is answered with, logged as the callables log theirs. */
export function refusalOf(fn: string, error: unknown): Refusal {
  const refusal = toHttpsError(error);
  const details = refusal.details as ErrorDetails;
  if (refusal.code === 'internal') logs.callableFailed(fn, undefined, error);
  else logs.callableRejected(fn, undefined, refusal.code, details.reason);
  return { refusal, details };
}

/** A refusal as a script's post reads it: the callable's error, as JSON. */
export function refusalJson({ refusal, details }: Refusal, headers: FormAnswer['headers']) {
  const json = { error: { reason: details.reason, message: refusal.message, details } };
  return { status: refusal.httpErrorCode.status, headers, json } satisfies FormAnswer;
}

/** A refusal as the receipt page (or the notice page) it returns to reads it: `?refused=`. */
export const refusedQuery = (reason: string) =>
  `?${new URLSearchParams({ [RECEIPT_QUERY.refused]: reason }).toString()}`;

/**
 * A sender's deletion posted from their receipt page: back to the receipt, which says it is
 * deleted, or with the refusal's reason. Needs no sender cookie: the token is the credential.
 */
async function answerDelete(
  request: FormRequest,
  fields: URLSearchParams,
  wantsJson: boolean,
): Promise<FormAnswer> {
  const receipt = receiptOf(fields);
  if (!receipt) return noSuchForm();
  const fn = 'sendForm/deleteMessage';
  const started = Date.now();
  let query = '';
  try {
    const result = await deleteOwn(formVisitor(request), receipt);
    logs.callableSucceeded(fn, undefined, Date.now() - started);
    if (wantsJson) return { status: 200, headers: { ...NO_STORE }, json: result };
  } catch (error) {
    const refused = refusalOf(fn, error);
    if (wantsJson) return refusalJson(refused, { ...NO_STORE });
    query = refusedQuery(refused.details.reason);
  }
  // Back to the receipt, which now says the message is deleted (or why it is not).
  const location = `${receiptPath(receipt.slug, receipt.token)}${query}`;
  return { status: 303, headers: { ...NO_STORE, Location: location } };
}

/** Whether the browser reached us over https (Hosting forwards the original protocol). */
const isSecure = (headers: Headers): boolean =>
  header(headers, 'x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

/**
 * A sender forgets one letter of this browser's list (decision 068): only the cookie changes, and
 * the browser goes back to the page it was on. Nothing is looked up or stored.
 */
function answerForget(request: FormRequest, fields: URLSearchParams): FormAnswer {
  const receipt = receiptOf(fields);
  if (!receipt) return noSuchForm();
  const { slug, token } = receipt;
  const entries = hostingCookieEntries(header(request.headers, 'cookie'));
  const letters = withoutLetter(lettersOf(entries.get(LETTERS_ENTRY)), token);
  if (letters.length > 0)
    entries.set(LETTERS_ENTRY, lettersEntry(letters, LIMITS.lettersRemembered));
  else entries.delete(LETTERS_ENTRY);
  const page = fields.get('page') === 'letter' ? `/${slug}/letter` : `/${slug}`;
  return {
    status: 303,
    headers: {
      ...NO_STORE,
      'Set-Cookie': hostingCookieSetHeader(entries, isSecure(request.headers)),
      Location: page,
    },
  };
}

export async function answerPost(request: FormRequest): Promise<FormAnswer> {
  const fields = postedFields(request);
  if (!(fields instanceof URLSearchParams)) return fields;
  const wantsJson = /\bapplication\/json\b/.test(header(request.headers, 'accept') ?? '');
  if (fields.get('kind') === DELETE_MESSAGE_FORM_KIND)
    return answerDelete(request, fields, wantsJson);
  if (fields.get('kind') === REPORT_FORM_KIND) {
    const { answerReport } = await import('./report');
    return answerReport(request, fields, wantsJson);
  }
  if (fields.get('kind') === FORGET_LETTER_FORM_KIND) return answerForget(request, fields);
  const kind = fields.get('kind');
  const slug = fields.get('slug') ?? '';
  const board = fields.get('board') ?? undefined;
  // Without a kind and a page to return to there is no form to answer.
  if (!isSendFormKind(kind) || !isSlug(slug) || (kind === 'boardPost' && !isSlug(board ?? '')))
    return noSuchForm();

  // A form's idempotency key: a repeated post of one send is stored once (once.ts).
  const idempotencyKey = fields.get(IDEMPOTENCY_FIELD);
  const browser = {
    addressPrefix: addressPrefixOf(clientAddressOf(request.headers, request.socket?.remoteAddress)),
    userAgent: header(request.headers, 'user-agent'),
  };
  // The browser's sender token, or one that the answer gives it (decision 040): for a form's post,
  // the same for each post of it from this browser (once.ts). A token given here counts for the
  // sender key only: per-sender rules treat it as none (decision 066).
  const cookieToken = senderTokenOf(request.headers);
  const token =
    cookieToken ??
    (isIdempotencyKey(idempotencyKey)
      ? onceSenderToken(SENDER_KEY_SECRET.value(), { idempotencyKey, ...browser })
      : newSenderToken());
  const app = await verifiedApp(request.headers);
  const minted = cookieToken === undefined ? token : undefined;
  const payload = requestOf(kind, fields);
  const caller = Visitor.fromRequest(
    { auth: undefined, app, rawRequest: request as never },
    minted,
  );
  const visitor = isIdempotencyKey(idempotencyKey)
    ? caller.withSendOnce(
        sendOnceScopes({
          fields: { kind, ...(board !== undefined && { board }), ...payload },
          idempotencyKey,
          cookieToken,
          mintedToken: minted,
          ...browser,
        }),
      )
    : caller;
  const headers: Record<string, string> = { ...NO_STORE };
  const entries = hostingCookieEntries(header(request.headers, 'cookie'));
  if (cookieToken === undefined) {
    entries.set(SENDER_ENTRY, token);
    headers['Set-Cookie'] = hostingCookieSetHeader(entries, isSecure(request.headers));
  }

  const started = Date.now();
  const fn = `sendForm/${kind}`;
  try {
    const result = await KINDS[kind](visitor, payload);
    logs.callableSucceeded(fn, undefined, Date.now() - started);
    // The browser remembers the receipt in its own cookie, the one place its list of letters
    // lives; the thanks page shows it from there, so no token rides in an address (decision 068).
    const receiptToken = 'receipt' in result ? result.receipt.split('/').at(-1) : undefined;
    if (receiptToken !== undefined) {
      const letters = withLetter(lettersOf(entries.get(LETTERS_ENTRY)), {
        slug,
        token: decodeURIComponent(receiptToken),
      });
      entries.set(LETTERS_ENTRY, lettersEntry(letters, LIMITS.lettersRemembered));
      headers['Set-Cookie'] = hostingCookieSetHeader(entries, isSecure(request.headers));
    }
    if (wantsJson) return { status: 200, headers, json: result };
    // 303: the browser GETs the thanks, so reloading it never sends again.
    const query: Record<string, string> = { [SEND_FORM_QUERY.sent]: sentStatus(result) };
    return {
      status: 303,
      headers: { ...headers, Location: sendFormPage(kind, slug, board, query) },
    };
  } catch (error) {
    const refused = refusalOf(fn, error);
    const { details } = refused;
    if (wantsJson) return refusalJson(refused, headers);
    // 307: the browser posts the same fields to the form's page, which shows them with the
    // refusal; nothing is stored on the way.
    const query: Record<string, string> = { [SEND_FORM_QUERY.refused]: details.reason };
    if (details.retryAfterSeconds !== undefined)
      query[SEND_FORM_QUERY.retry] = String(details.retryAfterSeconds);
    return {
      status: 307,
      headers: { ...headers, Location: sendFormPage(kind, slug, board, query) },
    };
  }
}
