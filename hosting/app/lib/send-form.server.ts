// The answer a page gives when /_send refused a post made without JavaScript: the function
// redirected it here with 307, so the browser posted the same fields again, and the page's action
// only echoes them — nothing is sent or stored — for the form to show with the refusal.
import { ERROR_REASONS, type CallableErrorCode } from '@spaces/contracts';
import { data } from 'react-router';
import { refusalOf, type Draft, type Refusal } from './send-form';

/** The HTTP status of each class of refusal. */
const STATUS: Record<CallableErrorCode, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  'resource-exhausted': 429,
  'failed-precondition': 409,
  'deadline-exceeded': 504,
  unavailable: 503,
  aborted: 409,
  internal: 500,
};

export interface Echo {
  draft: Draft;
  refusal: Refusal;
}

/** The status a page answers a refused post with: its refusal's class. */
export function refusalStatus(refusal: Refusal | undefined): number {
  return refusal ? STATUS[ERROR_REASONS[refusal.reason].code] : 400;
}

/** The echoed draft and its refusal, never cached; undefined when the address names none. */
export async function echoRefusedDraft(request: Request) {
  const refusal = refusalOf(new URL(request.url).searchParams);
  const form = await request.formData().catch(() => new FormData());
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '';
  };
  const echo: Echo | undefined = refusal && {
    draft: { name: text('name'), body: text('body') },
    refusal,
  };
  return data(echo, {
    status: refusalStatus(refusal),
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

/**
 * The action of a page with a send form (the top page, the letter page, a board): a refused
 * draft, posted back by /_send's 307, is shown again with its refusal, never sent.
 */
export function sendPageAction({ request }: { request: Request }) {
  return echoRefusedDraft(request);
}
