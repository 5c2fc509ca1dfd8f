// One hit, from request to counts: which address it is (a view pixel, a click ping or a referrer
// beacon), whether its signature holds, whether a person sent it, and then the writes. Requests
// that do not count are answered all the same (a page's pixel is never a broken image).
import {
  HIT_ENDPOINTS,
  japanDate,
  LETTER_PAGE,
  signatureKindOf,
  TOP_PAGE,
  type HitEndpoint,
} from '@spaces/contracts';
import { addressPrefixOf, clientAddressOf } from '../platform/addresses';
import {
  currentIssueMinute,
  dailySalt,
  isPhone,
  isSpaceId,
  isTarget,
  notCountedBecause,
  referrerHost,
  verifyHit,
  visitorHash,
} from './counting';
import { recordClick, recordReferrer, recordView } from './store';

type Headers = Record<string, string | string[] | undefined>;

export interface HitRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Headers;
  peerAddress: string | undefined;
}

/** What was made of a hit: counted, or why not. */
export type HitOutcome =
  'counted' | 'bot' | 'prefetch' | 'unsigned' | 'expired' | 'malformed' | 'capped';

/** How each address is requested: an image is fetched, a ping and a beacon are posted. */
const METHODS: Record<HitEndpoint, string> = { view: 'GET', click: 'POST', referrer: 'POST' };

/** The endpoint a request's path names by its last segment. */
export function endpointOf(path: string): HitEndpoint | null {
  const last = path.split('/').at(-1);
  const endpoints = Object.keys(HIT_ENDPOINTS) as HitEndpoint[];
  return endpoints.find((endpoint) => HIT_ENDPOINTS[endpoint] === last) ?? null;
}

/** Page keys a view may name (a board's is `b.{boardId}`). */
const isPageKey = (target: string): boolean =>
  target === TOP_PAGE || target === LETTER_PAGE || target.startsWith('b.');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The client's address prefix, through Hosting's CDN or straight (`clientAddressOf`). It only
 * feeds today's visitor hash. Requests without a readable address share one visitor.
 */
function clientOf(request: HitRequest): string {
  return addressPrefixOf(clientAddressOf(request.headers, request.peerAddress)) ?? 'unknown';
}

/** The host the site is served from, so that moving between its own pages is no referrer. */
function siteHostOf(request: HitRequest): string {
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  return text(Array.isArray(host) ? host[0] : host).replace(/:\d+$/, '');
}

export async function countHit(
  request: HitRequest,
  secret: string,
  now: Date,
): Promise<HitOutcome> {
  const endpoint = endpointOf(request.path);
  if (!endpoint || request.method !== METHODS[endpoint]) return 'malformed';
  const spaceId = text(request.query.s);
  const target = text(request.query.t);
  if (!isSpaceId(spaceId) || !isTarget(target)) return 'malformed';
  const kind = signatureKindOf(endpoint);
  if (kind === 'view' && !isPageKey(target)) return 'malformed';
  const issued = text(request.query.i);
  if (!/^\d{1,12}$/.test(issued)) return 'malformed';
  if (!verifyHit(secret, kind, spaceId, target, Number(issued), text(request.query.k))) {
    return 'unsigned';
  }
  // A copied address counts for an hour at most (HIT_LIFETIME_MINUTES).
  if (currentIssueMinute(issued, now) === null) return 'expired';
  const skipped = notCountedBecause(request.headers);
  if (skipped) return skipped;

  const date = japanDate(now);
  const visitor = visitorHash(dailySalt(secret, date), spaceId, clientOf(request));
  let counted: boolean;
  if (endpoint === 'click') {
    counted = await recordClick(spaceId, date, visitor, target);
  } else if (endpoint === 'referrer') {
    // Sent by the page's script with document.referrer: the host only, never the address.
    const host = referrerHost(text(request.query.r), siteHostOf(request));
    if (target !== TOP_PAGE || !host) return 'malformed';
    counted = await recordReferrer(spaceId, date, visitor, host);
  } else {
    counted = await recordView({
      spaceId,
      date,
      page: target,
      visitor,
      phone: target === TOP_PAGE && isPhone(request.headers),
    });
  }
  return counted ? 'counted' : 'capped';
}
