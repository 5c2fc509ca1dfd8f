// The reply notice's forms (decision 068), posted to Hosting's `/_notice` (the `noticeForm`
// function): ask for a notice on a receipt, stop it, and confirm the address through its one link.
// Plain forms, with or without JavaScript, answered with a 303 back to the receipt or the
// confirmation page. Apart from the send forms' endpoint, so that no send loads mail's code.
import {
  isNoticeCode,
  noticeConfirmPath,
  NOTICE_FORM_KINDS,
  NOTICE_QUERY,
  receiptPath,
} from '@spaces/contracts';
import * as logs from '../platform/logs';
import {
  formVisitor,
  NO_STORE,
  noSuchForm,
  postedFields,
  receiptOf,
  refusalOf,
  refusedQuery,
  type FormAnswer,
  type FormRequest,
} from '../sends/post';

/** A refusal as the page it returns to reads it (`?refused=`), logged as the callables log it. */
const refusedQueryOf = (fn: string, error: unknown) =>
  refusedQuery(refusalOf(fn, error).details.reason);

/**
 * A fan asks for a notice by e-mail on their receipt, or stops it (decision 068): back to the
 * receipt, which says a confirmation link went out (or that the notice is off), or why not.
 */
async function answerNotice(
  request: FormRequest,
  fields: URLSearchParams,
  stop: boolean,
): Promise<FormAnswer> {
  const receipt = receiptOf(fields);
  if (!receipt) return noSuchForm();
  const { slug, token } = receipt;
  const fn = `sendForm/${stop ? NOTICE_FORM_KINDS.stop : NOTICE_FORM_KINDS.ask}`;
  const started = Date.now();
  let query: string;
  try {
    const visitor = formVisitor(request);
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
    query = refusedQueryOf(fn, error);
  }
  return { status: 303, headers: { ...NO_STORE, Location: `${receiptPath(slug, token)}${query}` } };
}

/** The address's one link, confirmed with the page's button: back to that page, which says so. */
async function answerConfirm(request: FormRequest, fields: URLSearchParams): Promise<FormAnswer> {
  const code = fields.get('code') ?? '';
  if (!isNoticeCode(code)) return noSuchForm();
  const fn = `sendForm/${NOTICE_FORM_KINDS.confirm}`;
  const started = Date.now();
  let query: string;
  try {
    const notices = await import('./replyNotices');
    const found = await notices.confirmReplyNotice(formVisitor(request), code);
    logs.callableSucceeded(fn, undefined, Date.now() - started);
    query = found ? '?confirmed=1' : '?confirmed=0';
  } catch (error) {
    query = refusedQueryOf(fn, error);
  }
  return { status: 303, headers: { ...NO_STORE, Location: `${noticeConfirmPath(code)}${query}` } };
}

export async function answerNoticePost(request: FormRequest): Promise<FormAnswer> {
  const fields = postedFields(request);
  if (!(fields instanceof URLSearchParams)) return fields;
  const kind = fields.get('kind');
  if (kind === NOTICE_FORM_KINDS.ask) return answerNotice(request, fields, false);
  if (kind === NOTICE_FORM_KINDS.stop) return answerNotice(request, fields, true);
  if (kind === NOTICE_FORM_KINDS.confirm) return answerConfirm(request, fields);
  return noSuchForm();
}
