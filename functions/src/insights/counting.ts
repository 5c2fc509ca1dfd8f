// The decisions of counting, free of Firebase: whether a request is a person's view (not a bot, a
// link-preview fetcher or a prefetch), which signed target it names, who the visitor is today (a
// hash under a salt of the day that is derived, never stored), phone or desktop, and the
// referring site's host name. docs/decisions/034-insights.md gives the reasons.
import {
  HIT_LIFETIME_MINUTES,
  HIT_SIGNATURE_LENGTH,
  hitMinuteOf,
  hitSigningInput,
  LIMITS,
  REFERRER_MIN_VISITORS,
  type HitKind,
} from '@spaces/contracts';
import { isbot } from 'isbot';
import { createHmac, timingSafeEqual } from 'node:crypto';

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : value) ?? '';
}

/** The signature of a hit address (hosting/app/lib/hits.server.ts signs the same way). */
export function signHit(
  secret: string,
  kind: HitKind,
  spaceId: string,
  target: string,
  issuedMinute: number,
): string {
  return createHmac('sha256', secret)
    .update(hitSigningInput(kind, spaceId, target, issuedMinute))
    .digest('base64url')
    .slice(0, HIT_SIGNATURE_LENGTH);
}

export function verifyHit(
  secret: string,
  kind: HitKind,
  spaceId: string,
  target: string,
  issuedMinute: number,
  signature: string,
): boolean {
  const expected = Buffer.from(signHit(secret, kind, spaceId, target, issuedMinute));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Minutes an issue time may lie ahead: the clocks of the SSR and of the functions differ a little. */
const CLOCK_SKEW_MINUTES = 5;

/**
 * The issue minute of a hit address as its query gives it, or null when it is no minute or is not
 * current at `now`: older than HIT_LIFETIME_MINUTES, or ahead of the clock.
 */
export function currentIssueMinute(given: string, now: Date): number | null {
  if (!/^\d{1,12}$/.test(given)) return null;
  const minute = Number(given);
  const age = hitMinuteOf(now) - minute;
  return age <= HIT_LIFETIME_MINUTES && age >= -CLOCK_SKEW_MINUTES ? minute : null;
}

/** Link-preview fetchers isbot may not know by name, matched on their user agent. */
const PREVIEW_AGENTS = /(?:preview|embed|unfurl|crawler|fetcher|headless|lighthouse)/i;

/**
 * Why a request is not a person looking (a bot, a link preview, a prefetch or prerender nobody
 * may ever see), or null when it counts.
 */
export function notCountedBecause(headers: Headers): 'bot' | 'prefetch' | null {
  const agent = header(headers, 'user-agent');
  if (agent === '' || isbot(agent) || PREVIEW_AGENTS.test(agent)) return 'bot';
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')} ${header(headers, 'x-purpose')} ${header(headers, 'x-moz')}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return 'prefetch';
  return null;
}

/** Phone or desktop, from the client hint when sent, else the user agent. */
export function isPhone(headers: Headers): boolean {
  const hint = header(headers, 'sec-ch-ua-mobile');
  if (hint !== '') return hint.trim() === '?1';
  return /\b(?:Mobile|iPhone|iPod|Android.+Mobile|Windows Phone)\b/.test(
    header(headers, 'user-agent'),
  );
}

/**
 * The visitor salt of one Japan date: derived from the secret and the date, so it changes at
 * midnight in Japan, is the same on every instance, and is never written anywhere.
 */
export function dailySalt(secret: string, date: string): Buffer {
  return createHmac('sha256', secret).update(`visitor-salt:${date}`).digest();
}

/** Length of a visitor hash: 22 base64url characters, 132 bits. */
const VISITOR_HASH_LENGTH = 22;

/**
 * Today's opaque name of a client in one space: an HMAC under the day's salt of the space and the
 * client's address prefix (`addressPrefixOf`: an IPv4 address, an IPv6 /64). Never the user
 * agent, which a client rewrites at will to count as many visitors. Tomorrow, or in another space,
 * the same client has an unrelated name, and the address cannot be recovered from it.
 */
export function visitorHash(salt: Buffer, spaceId: string, addressPrefix: string): string {
  return createHmac('sha256', salt)
    .update(JSON.stringify([spaceId, addressPrefix]))
    .digest('base64url')
    .slice(0, VISITOR_HASH_LENGTH);
}

/**
 * The most hits of each kind one visitor (one address prefix) adds to a space in a day; further
 * ones are answered but not counted. 30 page views is more than a person browsing the top page,
 * the letter page and boards and coming back a few times makes, yet small next to a page's
 * honest figures; a household or office behind one address shares it.
 */
export const VISITOR_DAILY_CAP = { views: 30, clicks: 30, referrers: 3 } as const;
export type CappedHit = keyof typeof VISITOR_DAILY_CAP;

/** Whether a visitor's hit counts, given how many of its kind it has had counted today before. */
export const withinDailyCap = (kind: CappedHit, countedBefore: number): boolean =>
  countedBefore < VISITOR_DAILY_CAP[kind];

/** Referring sites a space lists per day; views from further sites count under OTHER_REFERRER. */
export const REFERRER_HOSTS_PER_DAY = 20;

/** Sites a day keeps count of visitors for until they are listed; later new sites are not. */
export const REFERRER_CANDIDATES_PER_DAY = 200;

/** The key of views from sites beyond the listed ones: no host name (those have a dot) is it. */
export const OTHER_REFERRER = 'other';

/**
 * A day's referring sites: those listed, and the visitors each not yet listed one has brought
 * (at most REFERRER_CANDIDATES_PER_DAY of them).
 */
export interface ReferrerList {
  hosts: string[];
  candidates: Record<string, number>;
}

/** What a referred view does: the key it counts under, and the day's list when it changed it. */
export interface ReferrerChoice {
  key: string;
  /**
   * Earlier views from the site that counted as other and now count under its name: one per
   * visitor who vouched for it before it was listed.
   */
  moved: number;
  list?: ReferrerList;
}

/**
 * Which key a referred view counts under: its site when listed; else OTHER_REFERRER, and when
 * the visitor vouches for the site (its first referred view of the day), one more visitor for the
 * site, which is listed at REFERRER_MIN_VISITORS while there is room.
 */
export function referrerChoice(list: ReferrerList, host: string, vouches: boolean): ReferrerChoice {
  if (list.hosts.includes(host)) return { key: host, moved: 0 };
  const other = { key: OTHER_REFERRER, moved: 0 };
  if (!vouches) return other;
  const known = Object.hasOwn(list.candidates, host);
  if (!known && Object.keys(list.candidates).length >= REFERRER_CANDIDATES_PER_DAY) return other;
  const visitors = (known ? (list.candidates[host] ?? 0) : 0) + 1;
  const candidates = { ...list.candidates };
  if (visitors >= REFERRER_MIN_VISITORS && list.hosts.length < REFERRER_HOSTS_PER_DAY) {
    delete candidates[host];
    return { key: host, moved: visitors - 1, list: { hosts: [...list.hosts, host], candidates } };
  }
  candidates[host] = visitors;
  return { ...other, list: { hosts: list.hosts, candidates } };
}

/** A referrer is kept as its host name only, and only when it is a plausible one. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}$/;

/**
 * The referring site of a view: the host name of an http(s) referrer, lower-case, without a
 * leading `www.`; null for none, for another page of this site, and for anything malformed.
 */
export function referrerHost(referrer: string, siteHost: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (host === siteHost.toLowerCase().replace(/^www\./, '')) return null;
  return HOST_NAME.test(host) ? host : null;
}

/** What a target of a signed hit may look like: a page key or an item id. */
export function isTarget(target: string): boolean {
  return (
    target.length > 0 && target.length <= LIMITS.itemIdMaxLength + 2 && /^[\w.-]+$/.test(target)
  );
}

/** A space id as Firestore document ids go (auto ids are 20 characters). */
export const isSpaceId = (spaceId: string): boolean => /^[\w-]{1,128}$/.test(spaceId);
