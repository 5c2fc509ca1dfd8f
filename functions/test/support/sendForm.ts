// Posts a visitor's send to `/_send` as the pages do (decision 063): a form, urlencoded, from the
// site's own page. Two routes: straight to the `sendForm` function, as Hosting's CDN forwards a
// post, or through the Hosting emulator's rewrite, as a browser posts. The client is named in the
// headers the CDN adds (`viaCdn`, read by functions/src/platform/addresses.ts).
import {
  ERROR_REASONS,
  type DELETE_MESSAGE_FORM_KIND,
  type DeleteMessageRequest,
  type DeleteMessageResponse,
  type ErrorDetails,
  type ErrorReason,
  type SendBoardPostRequest,
  type SendBoardPostResponse,
  type SendFanMessageRequest,
  type SendLetterRequest,
  type SendResponse,
} from '@spaces/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { CallError } from './call';
import { PROJECT_ID, REGION, functionsOrigin } from './stack';

/** Straight to the function, or through Hosting's `/_send` rewrite. */
export type SendRoute = 'function' | 'hosting';
export const SEND_ROUTES: readonly SendRoute[] = ['function', 'hosting'];

/** An edge of Hosting's CDN (Fastly's 151.101.0.0/16): the last hop of a post through Hosting. */
export const CDN_EDGE = '151.101.2.15';

/**
 * The headers that name `address` as the client of a post that came through Hosting: the CDN's
 * edge is the last X-Forwarded-For hop (appended by Google's front end), and the CDN names the
 * client in Fastly-Client-IP. The Hosting emulator has no CDN and passes them on as they are.
 */
export const viaCdn = (address: string): Record<string, string> => ({
  'X-Forwarded-For': `${address}, ${CDN_EDGE}`,
  'Fastly-Client-IP': address,
});

const hostingOrigin = (): string => {
  const origin = process.env.SPACES_HOSTING_ORIGIN;
  if (!origin) throw new Error('SPACES_HOSTING_ORIGIN is not set: start the stack first');
  return origin;
};

/** Where a post goes by `route`. */
export const sendFormUrl = (route: SendRoute = 'function'): string =>
  route === 'hosting'
    ? `${hostingOrigin()}/_send`
    : `${functionsOrigin()}/${PROJECT_ID}/${REGION}/sendForm`;

/**
 * Posts `fields` as a form from one of the site's pages (a browser says so in Sec-Fetch-Site and
 * Origin). `headers` add to, or replace, what the browser sends. Redirects are not followed.
 */
export function postForm(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  route: SendRoute = 'function',
): Promise<Response> {
  return fetch(sendFormUrl(route), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
      Origin: hostingOrigin(),
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

/** What each kind of form takes (as its schema reads the fields) and answers a script. */
interface Kinds {
  letter: [SendLetterRequest, SendResponse];
  fanMessage: [SendFanMessageRequest, SendResponse];
  boardPost: [SendBoardPostRequest, SendBoardPostResponse];
  [DELETE_MESSAGE_FORM_KIND]: [DeleteMessageRequest, DeleteMessageResponse];
}
export type SendKind = keyof Kinds;

/**
 * A request as the form posts it: `boardSlug` is the form's `board` field; a field left out is not
 * posted. A string goes as it is, whatever the schema says of it (the server checks).
 */
function fieldsOf(kind: SendKind, request: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = { kind };
  for (const [name, value] of Object.entries(request)) {
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new Error(`a form posts text only: ${name}`);
    fields[name === 'boardSlug' ? 'board' : name] = value;
  }
  return fields;
}

/** The HTTP status of a callable error code, as the function answers it. */
const statusOf = (code: string): number =>
  new HttpsError(code as HttpsError['code'], '').httpErrorCode.status;

/**
 * A send as a page's script posts it (Accept: application/json): the JSON answer, or a CallError
 * with the refusal's reason, message and details, and its code from the contracts' table (the
 * answer's status must be that code's). `headers` name the client (`viaCdn`) and carry the
 * browser's cookie.
 */
export async function send<K extends SendKind>(
  kind: K,
  request: Kinds[K][0],
  headers: Record<string, string> = {},
  route: SendRoute = 'function',
): Promise<Kinds[K][1]> {
  const response = await postForm(
    fieldsOf(kind, request),
    { Accept: 'application/json', ...headers },
    route,
  );
  const body = (await response.json()) as
    Kinds[K][1] | { error: { reason: ErrorReason; message: string; details: ErrorDetails } };
  if ('error' in body) {
    const code = ERROR_REASONS[body.error.reason].code;
    if (response.status !== statusOf(code))
      throw new Error(`${body.error.reason} answered ${response.status}, not ${statusOf(code)}`);
    throw new CallError(code, body.error.message, body.error.details);
  }
  if (response.status !== 200) throw new Error(`unexpected response ${response.status}`);
  return body;
}

/**
 * Starts the function's worker before the tests run (see `warmUp` in call.ts): a post its schema
 * refuses, which reads nothing.
 */
export async function warmUpSendForm(): Promise<void> {
  await postForm({ kind: 'letter', slug: 'warm-up', body: '' }).catch(() => undefined);
}
