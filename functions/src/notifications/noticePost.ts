// The reply notice's forms (decision 068), posted to Hosting's `/_notice` (the `noticeForm`
// function): ask for a notice on a receipt, stop it, and confirm the address through its one link.
// Plain forms, with or without JavaScript, answered with a 303 back to the receipt or the
// confirmation page. Apart from the send forms' endpoint, so that no send loads mail's code.
import {
  isNoticeCode,
  isReceiptToken,
  noticeConfirmPath,
  NOTICE_FORM_KINDS,
  NOTICE_QUERY,
  RECEIPT_QUERY,
  receiptPath,
  SLUG_PATTERN,
  type ErrorDetails,
} from '@spaces/contracts';
import { toHttpsError } from '../platform/callable';
import * as logs from '../platform/logs';
import { Visitor } from '../platform/visitor';
import {
  header,
  isCrossSite,
  NO_STORE,
  plain,
  type FormAnswer,
  type FormRequest,
} from '../sends/post';

const isSlug = (value: string) => new RegExp(SLUG_PATTERN).test(value);

/** A refusal as the page it returns to reads it (`?refused=`), logged as the callables log it. */
function refusedQuery(fn: string, error: unknown): string {
  const refusal = toHttpsError(error);
  const details = refusal.details as ErrorDetails;
  if (refusal.code === 'internal') logs.callableFailed(fn, undefined, error);
  else logs.callableRejected(fn, undefined, refusal.code, details.reason);
  return `?${new URLSearchParams({ [RECEIPT_QUERY.refused]: details.reason }).toString()}`;
}

const visitorOf = (request: FormRequest): Visitor =>
  Visitor.fromRequest({ auth: undefined, app: undefined, rawRequest: request as never });

/**
 * A fan asks for a notice by e-mail on their receipt, or stops it (decision 068): back to the
 * receipt, which says a confirmation link went out (or that the notice is off), or why not.
 */
async function answerNotice(
  request: FormRequest,
  fields: URLSearchParams,
  stop: boolean,
): Promise<FormAnswer> {
  const slug = fields.get('slug') ?? '';
  const token = fields.get('token') ?? '';
  if (!isSlug(slug) || !isReceiptToken(token)) return plain(400, 'Bad Request: no such form');
  const fn = `sendForm/${stop ? NOTICE_FORM_KINDS.stop : NOTICE_FORM_KINDS.ask}`;
  const started = Date.now();
  let query: string;
  try {
    const visitor = visitorOf(request);
    const notices = await import('./replyNotices');
    if (stop) await notices.stopReplyNotice(visitor, { slug, token });
    else
      await notices.askReplyNotice(visitor, {
        slug,
        token,
        email: fields.get('email') ?? '',
        language: fields.get('lang') === 'en' ? 'en' : 'ja',
      });
    logs.callableSucceeded(fn, undefined, Date.now() - started);
    query = `?${new URLSearchParams({ [NOTICE_QUERY.notice]: stop ? 'stopped' : 'asked' }).toString()}`;
  } catch (error) {
    query = refusedQuery(fn, error);
  }
  return { status: 303, headers: { ...NO_STORE, Location: `${receiptPath(slug, token)}${query}` } };
}

/** The address's one link, confirmed with the page's button: back to that page, which says so. */
async function answerConfirm(request: FormRequest, fields: URLSearchParams): Promise<FormAnswer> {
  const code = fields.get('code') ?? '';
  if (!isNoticeCode(code)) return plain(400, 'Bad Request: no such form');
  const fn = `sendForm/${NOTICE_FORM_KINDS.confirm}`;
  const started = Date.now();
  let query: string;
  try {
    const notices = await import('./replyNotices');
    const found = await notices.confirmReplyNotice(visitorOf(request), code);
    logs.callableSucceeded(fn, undefined, Date.now() - started);
    query = found ? '?confirmed=1' : '?confirmed=0';
  } catch (error) {
    query = refusedQuery(fn, error);
  }
  return { status: 303, headers: { ...NO_STORE, Location: `${noticeConfirmPath(code)}${query}` } };
}

export async function answerNoticePost(request: FormRequest): Promise<FormAnswer> {
  if (request.method !== 'POST') return plain(405, 'Method Not Allowed', { Allow: 'POST' });
  if (isCrossSite(request.headers)) return plain(403, 'Forbidden: a post from another site');
  const type = header(request.headers, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    return plain(415, 'Unsupported Media Type: post the form');
  const fields = new URLSearchParams(request.rawBody?.toString('utf8') ?? '');
  const kind = fields.get('kind');
  if (kind === NOTICE_FORM_KINDS.ask) return answerNotice(request, fields, false);
  if (kind === NOTICE_FORM_KINDS.stop) return answerNotice(request, fields, true);
  if (kind === NOTICE_FORM_KINDS.confirm) return answerConfirm(request, fields);
  return plain(400, 'Bad Request: no such form');
}
