// The one cookie Firebase Hosting forwards to functions behind its rewrites is `__session` (it
// strips every other). Every value a server reads from a cookie therefore lives in it, as
// URL-encoded named entries, e.g. `__session=lang=en&sid=…&sender=…`. Both codebases read and
// write it through this codec; each writer changes its own entry and keeps the others.

export const HOSTING_COOKIE = '__session';

/** Long enough for a sender's block to outlive a holiday; browsers cap cookies at 400 days. */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The named entries of `__session` in a Cookie header; empty when absent or malformed. */
export function hostingCookieEntries(cookieHeader: string | null | undefined): URLSearchParams {
  const raw = cookieValue(cookieHeader, HOSTING_COOKIE);
  if (!raw) return new URLSearchParams();
  try {
    return new URLSearchParams(decodeURIComponent(raw));
  } catch {
    return new URLSearchParams();
  }
}

/** A Set-Cookie header value for `__session` holding `entries` (Secure on https origins). */
export function hostingCookieSetHeader(entries: URLSearchParams, secure: boolean): string {
  const value = encodeURIComponent(entries.toString());
  return `${HOSTING_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
