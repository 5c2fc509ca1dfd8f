// The `__session` cookie as the ssr function reads and writes it; the codec is shared with the
// functions codebase (which sets the sender entry on a visitor's first send).
import { hostingCookieEntries, hostingCookieSetHeader } from '@spaces/contracts';

/** The named entries of the request's `__session` cookie. */
export function readHostingCookie(request: Request): URLSearchParams {
  return hostingCookieEntries(request.headers.get('Cookie'));
}

/** A Set-Cookie header for `__session` holding `entries`. */
export function hostingCookieHeader(entries: URLSearchParams, request: Request): string {
  return hostingCookieSetHeader(entries, new URL(request.url).protocol === 'https:');
}
