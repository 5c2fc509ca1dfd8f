// The one check for a redirect target taken from a form or a query (`next`, `redirectTo`, an
// e-mail link's continue URL): browsers forgive tabs, line breaks, backslashes and repeated
// slashes that a string check misses, so the target is parsed the way a browser would, against
// an origin that cannot be ours, and kept only if it stays on that origin.

const DUMMY_ORIGIN = 'http://same-site.invalid';

/**
 * A path on this site (`pathname + search + hash`, normalised) for `target`, or `fallback` when it
 * could lead anywhere else: other hosts, protocol-relative `//x`, `/\x`, `https:x`, control
 * characters, or anything that is not a string starting with one `/`.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  // Browsers strip tabs and line breaks inside URLs and read `\` as `/`: refuse rather than guess.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(target, DUMMY_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== DUMMY_ORIGIN) return fallback;
  const path = url.pathname + url.search + url.hash;
  // Dot segments can fold `/.//evil` into `//evil`: what we send must not read as another host.
  return path.startsWith('//') ? fallback : path;
}
