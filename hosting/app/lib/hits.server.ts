// The signed insights addresses a public page carries (docs/decisions/034-insights.md): a view
// pixel, a referrer beacon for the islands' boot script, and a click ping per link. Signing here
// lets the `countHit` function trust a hit without reading anything. Each address carries the
// minute it was signed, so a copied one stops counting after HIT_LIFETIME_MINUTES; the page stays
// cacheable for its 30 s at the CDN, far within that.
import {
  HIT_SIGNATURE_LENGTH,
  hitMinuteOf,
  hitPath,
  hitSigningInput,
  signatureKindOf,
  TOP_PAGE,
  type HitEndpoint,
} from '@spaces/contracts';
import { createHmac } from 'node:crypto';
import { env } from '../env.server';
import type { PageHits } from './page-hits';

/**
 * Addresses already signed this minute, by endpoint and signed input: an address depends on its
 * page and the minute alone, and each view the CDN does not answer would otherwise sign the page's
 * view and every link again, an HMAC each. Bounded: when full, or the minute or secret changes,
 * it starts over.
 */
const SIGNED_LIMIT = 10_000;
const signedAddresses = new Map<string, string>();
let signedWith: string | undefined;
let signedMinute: number | undefined;

/** An endpoint's address for a target, signed as functions/src/insights/counting.ts checks it. */
function signed(
  secret: string,
  endpoint: HitEndpoint,
  spaceId: string,
  target: string,
  minute: number,
): string {
  if (secret !== signedWith || minute !== signedMinute || signedAddresses.size >= SIGNED_LIMIT) {
    signedAddresses.clear();
    signedWith = secret;
    signedMinute = minute;
  }
  const input = hitSigningInput(signatureKindOf(endpoint), spaceId, target, minute);
  // The view pixel and the referrer beacon sign the same input: the endpoint tells them apart.
  const key = endpoint + input;
  let address = signedAddresses.get(key);
  if (address === undefined) {
    const signature = createHmac('sha256', secret)
      .update(input)
      .digest('base64url')
      .slice(0, HIT_SIGNATURE_LENGTH);
    address = hitPath(endpoint, spaceId, target, minute, signature);
    signedAddresses.set(key, address);
  }
  return address;
}

/** A page's hits, or undefined where counting is not configured (then the page has none). */
export function pageHits(
  spaceId: string,
  page: string,
  linkIds: readonly string[] = [],
  secret = env.insightsSecret,
  now = new Date(),
): PageHits | undefined {
  if (!secret) return undefined;
  const minute = hitMinuteOf(now);
  return {
    view: signed(secret, 'view', spaceId, page, minute),
    ...(page === TOP_PAGE && { referrer: signed(secret, 'referrer', spaceId, page, minute) }),
    links: Object.fromEntries(
      linkIds.map((id) => [id, signed(secret, 'click', spaceId, id, minute)]),
    ),
  };
}
