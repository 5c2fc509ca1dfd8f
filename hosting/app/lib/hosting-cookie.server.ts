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

/**
 * The cookie by which Hosting picks a prerendered page's language (its i18n override, decision
 * 060). Hosting reads no entry of `__session`, so a guest's language choice is written here too;
 * a signed-in browser holds a value that names no language, so Hosting finds no file for it and
 * the `ssr` function renders its pages (with its spaces and sign-out in the header).
 */
const LANGUAGE_OVERRIDE_COOKIE = 'firebase-language-override';

/** The override's value while a session lives: no prerendered language has this name. */
export const SIGNED_IN_OVERRIDE = 'signed-in';

/** One Set-Cookie header for each cookie a response changes. */
export type SetCookies = Array<['Set-Cookie', string]>;

/** A Set-Cookie header for Hosting's language override; `null` removes it. */
export function languageOverrideHeader(
  value: string | null,
  request: Request,
  maxAgeSeconds = 365 * 24 * 60 * 60,
): string {
  const secure = new URL(request.url).protocol === 'https:';
  return `${LANGUAGE_OVERRIDE_COOKIE}=${value ?? ''}; Path=/; Max-Age=${value === null ? 0 : maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
