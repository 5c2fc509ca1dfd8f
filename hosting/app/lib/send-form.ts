// The visitors' send forms (a letter, a fan message, a board post) are plain forms that post to
// Hosting's /_send, so they work with JavaScript off (decision 041). Their islands post the same
// form with fetch and read the JSON answer; a page without a script gets the answer as a page,
// whose refusal this module also describes.
import {
  isErrorReason,
  isVisitorErrorReason,
  SEND_FORM_ACTION,
  SEND_FORM_QUERY,
  VISITOR_ERROR_REASONS,
  type ErrorDetails,
  type SendFormAnswer,
  type VisitorErrorReason,
} from '@spaces/contracts';
import type { Lang } from '../i18n/lang';
import { CallError } from './call-error';
import { visitorErrorMessage } from './visitor-errors';
import { browserEnv } from './public-env';

/** Why a send was refused, as a page without a script learns it (from its address). */
export interface Refusal {
  reason: VisitorErrorReason;
  retryAfterSeconds?: number;
}

/** What the fan wrote, kept through a refusal. */
export interface Draft {
  name: string;
  body: string;
}

/** How a page answers a send made without JavaScript: the thanks, or the refused draft. */
export interface PageAnswer<Sent> {
  sent?: Sent;
  draft?: Draft;
  refusal?: Refusal;
}

/**
 * The refusal a page's address names (`?refused=…&retry=…`), if any. A reason no visitor meets is
 * said as a fault: the page still says the send failed, without an owner's words.
 */
export function refusalOf(query: URLSearchParams): Refusal | undefined {
  const named = query.get(SEND_FORM_QUERY.refused);
  if (!isErrorReason(named)) return undefined;
  const reason = isVisitorErrorReason(named) ? named : 'internal';
  const retry = Number(query.get(SEND_FORM_QUERY.retry));
  return Number.isInteger(retry) && retry > 0 ? { reason, retryAfterSeconds: retry } : { reason };
}

/** A refusal as the islands' errors are: a CallError with the server's reason and details. */
export function refusalError(refusal: Refusal): CallError {
  const details: ErrorDetails = { ...refusal };
  return new CallError(VISITOR_ERROR_REASONS[refusal.reason].code, details);
}

/** The sentence a refused send shows, in the page's language, with the owner's pause note. */
export function refusalMessage(lang: Lang, failure: CallError): string {
  const { message } = visitorErrorMessage(lang, failure);
  const note = failure.details?.reason === 'box-paused' ? failure.details.note : undefined;
  return note ? `${message}\n${note}` : message;
}

/** Where the site uses App Check, the header that carries this browser's token. */
async function appCheckHeader(): Promise<Record<string, string>> {
  if (!browserEnv().appCheckSiteKey) return {};
  const { visitorAppCheckToken } = await import('./visitor-functions.client');
  // Without a token the send goes as a page without JavaScript would: the gate decides.
  const token = await visitorAppCheckToken().catch(() => undefined);
  return token ? { 'X-Firebase-AppCheck': token } : {};
}

/**
 * Posts a send form with fetch, as the browser would without a script but asking for JSON (and
 * with the App Check token where the site uses it): the answer, or a CallError as a callable's
 * failure would be.
 */
export async function postSendForm<T extends SendFormAnswer>(form: HTMLFormElement): Promise<T> {
  let response: Response;
  try {
    response = await fetch(SEND_FORM_ACTION, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(await appCheckHeader()) },
      // Text fields only, URL-encoded as a browser posts the form without a script.
      body: new URLSearchParams(
        [...new FormData(form)].flatMap(([name, value]) =>
          typeof value === 'string' ? [[name, value]] : [],
        ),
      ),
    });
  } catch {
    throw new CallError('unavailable', undefined);
  }
  const answer = (await response.json().catch(() => undefined)) as SendFormAnswer | undefined;
  if (response.ok && answer !== undefined && !('error' in answer)) return answer as T;
  const reason = answer && 'error' in answer ? answer.error.reason : undefined;
  if (answer && 'error' in answer && isVisitorErrorReason(reason))
    throw new CallError(VISITOR_ERROR_REASONS[reason].code, answer.error.details);
  throw new CallError(response.status >= 500 ? 'unavailable' : 'unknown', undefined);
}
