// A visitor's report posted to `/_send` (kind `report`; decision 070): a plain HTML form, with or
// without JavaScript. Answered as a send is: 303 to the report page's receipt (`?sent=received`,
// what happens next), 307 back to the form with the refusal so that the page shows the draft
// again, or JSON for a script's post.
import {
  isReportTargetKind,
  REPORT_QUERY,
  REPORT_SENT,
  reportPagePath,
  SLUG_PATTERN,
  type ErrorDetails,
  type ReportedPage,
} from '@spaces/contracts';
import { toHttpsError } from '../platform/callable';
import * as logs from '../platform/logs';
import { Visitor } from '../platform/visitor';
import type { FormAnswer, FormRequest } from './post';

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** The report's request from the posted fields; empty optional fields are left out. */
export function reportRequestOf(fields: URLSearchParams): Record<string, string> {
  const optional = (name: string, value = fields.get(name) ?? '') =>
    value.trim() === '' ? {} : { [name]: value };
  return {
    slug: fields.get('slug') ?? '',
    target: fields.get('target') ?? '',
    reason: fields.get('reason') ?? '',
    ...optional('board'),
    ...optional('post'),
    // A browser posts a textarea's line breaks as CRLF; the field counted LF.
    ...optional('note', (fields.get('note') ?? '').replace(/\r\n?/g, '\n')),
    ...optional('contact'),
    ...optional('lang'),
    ...optional('website'),
  };
}

/** The page the form was on, or undefined when the fields name none. */
function pageOf(fields: URLSearchParams): ReportedPage | undefined {
  const kind = fields.get('target');
  const slug = fields.get('slug') ?? '';
  const slugPattern = new RegExp(SLUG_PATTERN);
  if (!isReportTargetKind(kind) || !slugPattern.test(slug)) return undefined;
  const boardSlug = fields.get('board') ?? undefined;
  const postId = fields.get('post') ?? undefined;
  const needsBoard = kind === 'board' || kind === 'post' || kind === 'answer';
  if (needsBoard && !slugPattern.test(boardSlug ?? '')) return undefined;
  if ((kind === 'post' || kind === 'answer') && !/^[A-Za-z0-9_-]{1,128}$/.test(postId ?? ''))
    return undefined;
  return { kind, slug, boardSlug, postId };
}

export async function answerReport(
  request: FormRequest,
  fields: URLSearchParams,
  wantsJson: boolean,
): Promise<FormAnswer> {
  const page = pageOf(fields);
  if (!page)
    return {
      status: 400,
      headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' },
      text: 'Bad Request: no such form',
    };
  const fn = 'sendForm/report';
  const started = Date.now();
  // A report needs no sender token: nothing about it is ever matched to its sender.
  const visitor = Visitor.fromRequest({
    auth: undefined,
    app: undefined,
    rawRequest: request as never,
  });
  try {
    const { reportSend } = await import('./reportSend');
    const result = await reportSend(visitor, reportRequestOf(fields));
    logs.callableSucceeded(fn, undefined, Date.now() - started);
    if (wantsJson) return { status: 200, headers: { ...NO_STORE }, json: result };
    const location = reportPagePath(page, { [REPORT_QUERY.sent]: REPORT_SENT });
    return { status: 303, headers: { ...NO_STORE, Location: location } };
  } catch (error) {
    const refusal = toHttpsError(error);
    const details = refusal.details as ErrorDetails;
    if (refusal.code === 'internal') logs.callableFailed(fn, undefined, error);
    else logs.callableRejected(fn, undefined, refusal.code, details.reason);
    if (wantsJson) {
      const json = { error: { reason: details.reason, message: refusal.message, details } };
      return { status: refusal.httpErrorCode.status, headers: { ...NO_STORE }, json };
    }
    const query: Record<string, string> = { [REPORT_QUERY.refused]: details.reason };
    if (details.retryAfterSeconds !== undefined)
      query[REPORT_QUERY.retry] = String(details.retryAfterSeconds);
    // 307: the browser posts the same fields to the report page, which shows them again.
    return { status: 307, headers: { ...NO_STORE, Location: reportPagePath(page, query) } };
  }
}
