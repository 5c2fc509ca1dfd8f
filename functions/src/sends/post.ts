// A visitor's send posted as a form to Hosting's `/_send` (decision 041): a plain HTML form with
// JavaScript off, or the same form posted by its island's script. It sends through exactly what
// the callables run — the contract's schema, the feature's send with the abuse gate, the
// database deadline, the table of error reasons — and answers the way the poster can read:
// a plain post with a redirect to the form's page, a script's post with JSON.
import {
  DELETE_MESSAGE_FORM_KIND,
  deleteOwnMessage,
  isReceiptToken,
  RECEIPT_QUERY,
  REPORT_FORM_KIND,
  receiptPath,
  SEND_FORM_QUERY,
  SLUG_PATTERN,
  hostingCookieEntries,
  hostingCookieSetHeader,
  isSendFormKind,
  sendBoardPost,
  sendFanMessage,
  sendFormPage,
  sendLetter,
  type ErrorDetails,
  type SendBoardPostResponse,
  type SendFormAnswer,
  type SendFormKind,
  type SendResponse,
} from '@spaces/contracts';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { ownMessageDelete } from '../messages/deleteOwnMessage';
import { toHttpsError, visitorHandler } from '../platform/callable';
import * as logs from '../platform/logs';
import { newSenderToken, SENDER_ENTRY, senderTokenOf, Visitor } from '../platform/visitor';
import { boardPostSend } from './sendBoardPost';
import { fanMessageSend } from './sendFanMessage';
import { letterSend } from './sendLetter';

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
  json?: SendFormAnswer | { received: true };
  text?: string;
}

type SendResult = SendResponse | SendBoardPostResponse;

/** Each kind's send: its callable's contract and the very handler its callable runs. */
const deleteOwn = visitorHandler(deleteOwnMessage, ownMessageDelete);

const KINDS: Record<SendFormKind, (visitor: Visitor, data: unknown) => Promise<SendResult>> = {
  letter: visitorHandler(sendLetter, letterSend),
  fanMessage: visitorHandler(sendFanMessage, fanMessageSend),
  boardPost: visitorHandler(sendBoardPost, boardPostSend),
};

const isSlug = (value: string) => new RegExp(SLUG_PATTERN).test(value);

function header(headers: Headers, name: string): string | undefined {
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

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

function plain(status: number, text: string, extra: Record<string, string> = {}): FormAnswer {
  return {
    status,
    headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8', ...extra },
    text,
  };
}

/**
 * A sender's deletion posted from their receipt page: back to the receipt, which says it is
 * deleted, or with the refusal's reason. Needs no sender cookie: the token is the credential.
 */
async function answerDelete(
  request: FormRequest,
  fields: URLSearchParams,
  wantsJson: boolean,
): Promise<FormAnswer> {
  const slug = fields.get('slug') ?? '';
  const token = fields.get('token') ?? '';
  if (!isSlug(slug) || !isReceiptToken(token)) return plain(400, 'Bad Request: no such form');
  const fn = 'sendForm/deleteMessage';
  const started = Date.now();
  let query = '';
  try {
    const visitor = Visitor.fromRequest({
      auth: undefined,
      app: undefined,
      rawRequest: request as never,
    });
    const result = await deleteOwn(visitor, { slug, token });
    logs.callableSucceeded(fn, undefined, Date.now() - started);
    if (wantsJson) return { status: 200, headers: { ...NO_STORE }, json: result };
  } catch (error) {
    const refusal = toHttpsError(error);
    const details = refusal.details as ErrorDetails;
    if (refusal.code === 'internal') logs.callableFailed(fn, undefined, error);
    else logs.callableRejected(fn, undefined, refusal.code, details.reason);
    if (wantsJson) {
      const json = { error: { reason: details.reason, message: refusal.message, details } };
      return { status: refusal.httpErrorCode.status, headers: { ...NO_STORE }, json };
    }
    query = `?${new URLSearchParams({ [RECEIPT_QUERY.refused]: details.reason }).toString()}`;
  }
  // Back to the receipt, which now says the message is deleted (or why it is not).
  const location = `${receiptPath(slug, token)}${query}`;
  return { status: 303, headers: { ...NO_STORE, Location: location } };
}

export async function answerPost(request: FormRequest): Promise<FormAnswer> {
  if (request.method !== 'POST') return plain(405, 'Method Not Allowed', { Allow: 'POST' });
  if (isCrossSite(request.headers)) return plain(403, 'Forbidden: a post from another site');
  const type = header(request.headers, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    return plain(415, 'Unsupported Media Type: post the form');
  const fields = new URLSearchParams(request.rawBody?.toString('utf8') ?? '');
  const wantsJson = /\bapplication\/json\b/.test(header(request.headers, 'accept') ?? '');
  if (fields.get('kind') === DELETE_MESSAGE_FORM_KIND)
    return answerDelete(request, fields, wantsJson);
  if (fields.get('kind') === REPORT_FORM_KIND) {
    const { answerReport } = await import('./report');
    return answerReport(request, fields, wantsJson);
  }
  const kind = fields.get('kind');
  const slug = fields.get('slug') ?? '';
  const board = fields.get('board') ?? undefined;
  // Without a kind and a page to return to there is no form to answer.
  if (!isSendFormKind(kind) || !isSlug(slug) || (kind === 'boardPost' && !isSlug(board ?? '')))
    return plain(400, 'Bad Request: no such form');

  // The browser's sender token, or a new one that the answer gives it (decision 040).
  const cookieToken = senderTokenOf(request.headers);
  const token = cookieToken ?? newSenderToken();
  const app = await verifiedApp(request.headers);
  const visitor = Visitor.fromRequest(
    { auth: undefined, app, rawRequest: request as never },
    token,
  );
  const headers: Record<string, string> = { ...NO_STORE };
  if (cookieToken === undefined) {
    const entries = hostingCookieEntries(header(request.headers, 'cookie'));
    entries.set(SENDER_ENTRY, token);
    const secure = header(request.headers, 'x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
    headers['Set-Cookie'] = hostingCookieSetHeader(entries, secure);
  }

  const started = Date.now();
  const fn = `sendForm/${kind}`;
  try {
    const result = await KINDS[kind](visitor, requestOf(kind, fields));
    logs.callableSucceeded(fn, undefined, Date.now() - started);
    if (wantsJson) return { status: 200, headers, json: result };
    // 303: the browser GETs the thanks, so reloading it never sends again.
    const query: Record<string, string> = { [SEND_FORM_QUERY.sent]: sentStatus(result) };
    // The thanks links the receipt: its token rides along, and only this browser sees it.
    const token = 'receipt' in result ? result.receipt.split('/').at(-1) : undefined;
    if (token !== undefined) query[SEND_FORM_QUERY.receipt] = decodeURIComponent(token);
    return {
      status: 303,
      headers: { ...headers, Location: sendFormPage(kind, slug, board, query) },
    };
  } catch (error) {
    const refusal = toHttpsError(error);
    const details = refusal.details as ErrorDetails;
    if (refusal.code === 'internal') logs.callableFailed(fn, undefined, error);
    else logs.callableRejected(fn, undefined, refusal.code, details.reason);
    if (wantsJson) {
      const json = { error: { reason: details.reason, message: refusal.message, details } };
      return { status: refusal.httpErrorCode.status, headers, json };
    }
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
