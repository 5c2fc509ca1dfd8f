// Every server-side log line of the hosting codebase, in one file so that what is logged about
// people can be reviewed here. One JSON object per line: Cloud Logging reads `severity` and the
// fields, Error Reporting the stack in `message`. Only the path is logged, never the query string
// or headers, which can carry tokens.
import { isRouteErrorResponse } from 'react-router';

type Severity = 'INFO' | 'WARNING' | 'ERROR';

function write(severity: Severity, message: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ severity, message, ...fields });
  if (severity === 'ERROR') console.error(line);
  else console.log(line);
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  // React Router's own answers, such as a 405 for a method the route does not take.
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trimEnd();
  return String(error);
}

/**
 * The request's path as a log may hold it: a receipt's token is a capability, so the segment
 * after `/r/` is left out (decision 068).
 */
function loggedPath(request: Request): string {
  return new URL(request.url).pathname.replace(/^(\/[^/]+\/r\/)[^/]+/, '$1…');
}

/** A loader, action or render threw while handling `request`. */
export function requestFailed(error: unknown, request: Request): void {
  write('ERROR', describe(error), {
    event: 'request_failed',
    method: request.method,
    path: loggedPath(request),
  });
}

/** React failed while streaming a page that had already started. */
export function renderFailed(error: unknown, request: Request): void {
  write('ERROR', describe(error), { event: 'render_failed', path: loggedPath(request) });
}

/** A page's Firestore read failed or missed its deadline: the page answered 503. */
export function pageReadTimedOut(path: string, deadlineMs: number, error?: unknown): void {
  write('WARNING', error === undefined ? 'Firestore read timed out' : describe(error), {
    event: error === undefined ? 'page_read_timed_out' : 'page_read_failed',
    // The collection only: document ids can name people's spaces and messages.
    collection: path.split('/')[0],
    deadlineMs,
  });
}

/** Minting a session cookie failed for a reason other than the token (Auth unreachable…). */
export function sessionMintFailed(error: unknown): void {
  write('ERROR', describe(error), { event: 'session_mint_failed' });
}
