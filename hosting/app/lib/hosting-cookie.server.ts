// Firebase Hosting forwards exactly one cookie, `__session`, to the ssr function (and makes it
// part of the CDN cache key). Every value the server must read from a cookie therefore lives in
// it, as URL-encoded named entries, e.g. `__session=lang=en&sid=…`. Writers change their own
// entry and keep the others.

const HOSTING_COOKIE = '__session';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The named entries of the request's `__session` cookie. */
export function readHostingCookie(request: Request): URLSearchParams {
  const raw = cookieValue(request.headers.get('Cookie'), HOSTING_COOKIE);
  if (!raw) return new URLSearchParams();
  try {
    return new URLSearchParams(decodeURIComponent(raw));
  } catch {
    return new URLSearchParams();
  }
}

/** A Set-Cookie header for `__session` holding `entries`. */
export function hostingCookieHeader(entries: URLSearchParams, request: Request): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const value = encodeURIComponent(entries.toString());
  return `${HOSTING_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure}`;
}
