// Which error page a fault shows (SEED §2): 404 → Page Not Found with the path; any other
// status → Internal Server Error unless the error carries its own status message; anything that
// is not an error response → 500.
import { isRouteErrorResponse } from 'react-router';

export type ErrorPage =
  | { kind: 'not-found'; status: 404 }
  | { kind: 'server-error'; status: number }
  | { kind: 'message'; status: number; message: string };

export function chooseErrorPage(error: unknown): ErrorPage {
  if (!isRouteErrorResponse(error)) return { kind: 'server-error', status: 500 };
  const { status } = error;
  if (status === 404) return { kind: 'not-found', status };
  // React Router's own responses (405, 400 …) carry a developer-facing body: show their status text only.
  const internal = 'internal' in error && error.internal === true;
  const message = ownMessage(error.statusText, internal ? null : error.data);
  return message ? { kind: 'message', status, message } : { kind: 'server-error', status };
}

/** A status message the thrower wrote: the status text, or a string / `{ message }` body. */
function ownMessage(statusText: string, data: unknown): string | null {
  if (statusText.trim()) return statusText.trim();
  if (typeof data === 'string' && data.trim()) return data.trim();
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message.trim() || null;
  }
  return null;
}
