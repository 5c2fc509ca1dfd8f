// Link safety: a link the owner enters renders only if it is http(s) or mailto (PRODUCT.md).
import { LIMITS } from '../limits';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The parsed URL when `value` is a link we are willing to render, otherwise null. */
export function parseSafeLink(value: string): URL | null {
  if (value.length === 0 || value.length > LIMITS.urlMaxLength) return null;
  // Control characters and whitespace inside a URL are how scheme filters get bypassed.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? url : null;
  // Credentials in a link are a phishing trick (https://bank.com@evil.example).
  if (url.username !== '' || url.password !== '') return null;
  return url.hostname.includes('.') || url.hostname === 'localhost' ? url : null;
}

export function isSafeLink(value: string): boolean {
  return parseSafeLink(value) !== null;
}

/** What a renderer puts in `href`: the normalised link, or undefined to render plain text. */
export function safeHref(value: string): string | undefined {
  return parseSafeLink(value)?.href;
}

/** "example.com/foo" is how people paste links: a dotted first segment without a scheme is a host. */
export function withScheme(value: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return /^[^/@\s]+\.[^/@\s]+(\/|$)/.test(value) ? `https://${value}` : value;
}

/** The canonical form of a link the owner typed, or null when it is not safe to render. */
export function normalizeLink(input: string): string | null {
  return parseSafeLink(withScheme(input.trim()))?.href ?? null;
}
