// A visitor's report posted to `/_send` (kind `report`; decision 070): a plain HTML form, with or
// without JavaScript. Answered as a send is: 303 to the report page's receipt (`?sent=received`,
// what happens next), 307 back to the form with the refusal so that the page shows the draft
// again, or JSON for a script's post.
import {
  IDEMPOTENCY_FIELD,
  isIdempotencyKey,
  isReportTargetKind,
  REPORT_FORM_KIND,
  REPORT_QUERY,
  REPORT_SENT,
  reportPagePath,
  SLUG_PATTERN,
  type ReportedPage,
} from '@spaces/contracts';
import { addressPrefixOf } from '../platform/addresses';
import * as logs from '../platform/logs';
import { sendOnceScopes } from './once';
import {
  formVisitor,
  header,
  NO_STORE,
  noSuchForm,
  refusalJson,
  refusalOf,
  type FormAnswer,
  type FormRequest,
} from './post';

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
  if (!page) return noSuchForm();
  const fn = 'sendForm/report';
  const started = Date.now();
  // A report needs no sender token: nothing about it is ever matched to its sender.
  const caller = formVisitor(request);
  const report = reportRequestOf(fields);
  // A repeated post of one report (a double click, a Back and Send) is stored once (decision 066),
  // its scope the browser's address and user agent, never a token.
  const idempotencyKey = fields.get(IDEMPOTENCY_FIELD);
  const visitor = isIdempotencyKey(idempotencyKey)
    ? caller.withSendOnce(
        sendOnceScopes({
          fields: { kind: REPORT_FORM_KIND, ...report },
          idempotencyKey,
          cookieToken: undefined,
          mintedToken: undefined,
          addressPrefix: addressPrefixOf(caller.clientAddress),
          userAgent: header(request.headers, 'user-agent'),
        }),
      )
    : caller;
  try {
    const { reportSend } = await import('./reportSend');
    const result = await reportSend(visitor, report);
    logs.callableSucceeded(fn, undefined, Date.now() - started);
    if (wantsJson) return { status: 200, headers: { ...NO_STORE }, json: result };
    const location = reportPagePath(page, { [REPORT_QUERY.sent]: REPORT_SENT });
    return { status: 303, headers: { ...NO_STORE, Location: location } };
  } catch (error) {
    const refused = refusalOf(fn, error);
    const { details } = refused;
    if (wantsJson) return refusalJson(refused, { ...NO_STORE });
    const query: Record<string, string> = { [REPORT_QUERY.refused]: details.reason };
    if (details.retryAfterSeconds !== undefined)
      query[REPORT_QUERY.retry] = String(details.retryAfterSeconds);
    // 307: the browser posts the same fields to the report page, which shows them again.
    return { status: 307, headers: { ...NO_STORE, Location: reportPagePath(page, query) } };
  }
}
