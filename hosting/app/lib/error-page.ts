// Which error page a fault shows: 404 → Page Not Found with the path; any other
// status → Internal Server Error unless the error carries its own status message; anything that
// is not an error response → 500. React Router's own responses (405 …) name their status in
// English: the page names it in the page's language instead (`kind: 'status'`).
import { isRouteErrorResponse } from 'react-router';

export type ErrorPage =
  | { kind: 'not-found'; status: 404 }
  | { kind: 'removed'; status: 410 }
  | { kind: 'server-error'; status: number }
  | { kind: 'status'; status: KnownStatus }
  | { kind: 'message'; status: number; message: string };

/** Statuses the error catalogue names (`status400` …). */
const KNOWN_STATUSES = [400, 401, 403, 405, 408, 410, 413, 414, 415, 422, 429, 501, 503] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];

function isKnownStatus(status: number): status is KnownStatus {
  return (KNOWN_STATUSES as readonly number[]).includes(status);
}

export function chooseErrorPage(error: unknown): ErrorPage {
  if (!isRouteErrorResponse(error)) return { kind: 'server-error', status: 500 };
  const { status } = error;
  if (status === 404) return { kind: 'not-found', status };
  // React Router's own responses (405, 400 …) carry a developer-facing body and an English
  // status text: show the status by name, in the page's language.
  const internal = 'internal' in error && error.internal === true;
  if (internal)
    return isKnownStatus(status) ? { kind: 'status', status } : { kind: 'server-error', status };
  if (isUnavailable(error.data)) return { kind: 'status', status: 503 };
  if (status === 410 && isRemoved(error.data)) return { kind: 'removed', status };
  if (isRateLimited(error.data)) return { kind: 'status', status: 429 };
  const message = ownMessage(error.statusText, error.data);
  return message ? { kind: 'message', status, message } : { kind: 'server-error', status };
}

/** The body of the 503 a page throws when the database is slow or absent (page-data.server). */
export const UNAVAILABLE = { unavailable: true } as const;

/**
 * The body of the 410 a visitor's page throws when the operator removed what it shows (decision
 * 071): the page says so, and shows nothing of it.
 */
export const REMOVED = { removed: true } as const;

function isRemoved(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'removed' in data && data.removed === true;
}

/** The body of the 429 a page throws when the abuse gate refuses a lookup (receipts.server). */
export const RATE_LIMITED = { rateLimited: true } as const;

function isRateLimited(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && 'rateLimited' in data && data.rateLimited === true
  );
}

function isUnavailable(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && 'unavailable' in data && data.unavailable === true
  );
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
