// Link safety: a link the owner enters renders only if it is http(s) to a real host name whose
// labels do not mix scripts, or a mailto: with one address and nothing else: any other scheme could run script or open an app
// behind a visitor's back. Lengths are measured on the link as stored — after normalisation and
// percent-encoding — not on what was typed.
import { LIMITS } from '../limits';
import { hostLooksAlike, hostToUnicode, isInternationalHost } from './hosts';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Why a typed link is refused: not safe to render, or longer than the limit once normalised. */
export type LinkProblem = 'unsafeLink' | 'linkTooLong';

type Parsed = { ok: true; url: URL } | { ok: false; problem: LinkProblem };

const unsafe: Parsed = { ok: false, problem: 'unsafeLink' };

// A DNS label as the URL parser leaves it (lower-case, IDNs already punycode): letters, digits,
// hyphens inside, and underscores, which browsers resolve in sub-domains.
const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;
// The top-level label: letters, or an IDN in punycode. A numeric one is an IPv4 address (the URL
// parser has already rewritten `0x7f.1`, `2130706433` and friends to dotted decimal).
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A public host name: at least two labels and a real top-level label. Refused: IP addresses (v4,
 * and v6 in brackets, which no label allows), single labels such as `localhost` or an intranet
 * name, empty labels (`a..b`, a trailing dot), and over-long names. A visitor's browser would
 * resolve those to the visitor's own machine or network, never to the owner's page.
 */
export function isPublicHostName(hostname: string): boolean {
  if (hostname.length === 0 || hostname.length > 253) return false;
  const labels = hostname.split('.');
  const top = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TOP_LABEL.test(top);
}

// The local part of an address: RFC 5322 "atext" words joined by dots. Left out on purpose: `?`
// (starts header fields), `%` (encoded line breaks and separators), `,` and `;` (more addresses),
// quotes and spaces.
const MAIL_LOCAL = /^[A-Za-z0-9!#$&'*+/=^_`{|}~-]+(?:\.[A-Za-z0-9!#$&'*+/=^_`{|}~-]+)*$/;

/**
 * The canonical form of one e-mail address (domain in lower case, IDNs in punycode), or null: one
 * address only, no header fields, nothing encoded.
 */
export function mailAddress(value: string): string | null {
  const at = value.lastIndexOf('@');
  if (at <= 0) return null;
  const local = value.slice(0, at);
  if (local.length > 64 || !MAIL_LOCAL.test(local)) return null;
  const domain = value.slice(at + 1);
  // The URL parser applies IDNA to the domain, as it does to a link's host.
  if (!/^[^\s/?#@%\\[\]:]+$/u.test(domain)) return null;
  let host: string;
  try {
    host = new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
  return isPublicHostName(host) && !hostLooksAlike(host) ? `${local}@${host}` : null;
}

function parse(value: string): Parsed {
  if (value.length === 0) return unsafe;
  // Control characters and whitespace inside a URL are how scheme filters get bypassed.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(value)) return unsafe;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return unsafe;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return unsafe;
  if (url.protocol === 'mailto:') {
    // Only an address: a `?` would add headers (cc, bcc, body) to the mail the visitor sends.
    if (url.search !== '' || url.hash !== '') return unsafe;
    const address = mailAddress(url.pathname);
    if (address === null) return unsafe;
    url = new URL(`mailto:${address}`);
  } else {
    // Credentials in a link are a phishing trick (https://bank.com@evil.example).
    if (url.username !== '' || url.password !== '') return unsafe;
    // A label mixing scripts is how a look-alike of a real site is made (hosts.ts).
    if (!isPublicHostName(url.hostname) || hostLooksAlike(url.hostname)) return unsafe;
  }
  if (url.href.length > LIMITS.urlMaxLength) return { ok: false, problem: 'linkTooLong' };
  return { ok: true, url };
}

/** The parsed URL when `value` is a link we are willing to render (and store), otherwise null. */
export function parseSafeLink(value: string): URL | null {
  const parsed = parse(value);
  return parsed.ok ? parsed.url : null;
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

/** Why `normalizeLink` refuses what the owner typed, or null when it accepts it. */
export function linkProblem(input: string): LinkProblem | null {
  const parsed = parse(withScheme(input.trim()));
  return parsed.ok ? null : parsed.problem;
}

/**
 * Where a link goes, as people name a site: its host without `www.`, in Unicode (a mail link: its
 * address). Empty for what is not a link we render. Buttons are named by it and listed with it.
 */
export function linkHost(input: string): string {
  const url = parseSafeLink(withScheme(input.trim()));
  if (!url) return '';
  if (url.protocol === 'mailto:') return decodeURIComponent(url.pathname);
  const host = (isInternationalHost(url.hostname) && hostToUnicode(url.hostname)) || url.hostname;
  return host.replace(/^www\./, '');
}

/**
 * The host of a link the owner typed, in Unicode, when it has labels beyond ASCII (null for an
 * ASCII host or a link we refuse): the editor asks the owner to check it is the site they mean.
 */
export function internationalHost(input: string): string | null {
  const url = parseSafeLink(withScheme(input.trim()));
  if (!url) return null;
  const host =
    url.protocol === 'mailto:'
      ? url.pathname.slice(url.pathname.lastIndexOf('@') + 1)
      : url.hostname;
  return isInternationalHost(host) ? hostToUnicode(host) : null;
}
