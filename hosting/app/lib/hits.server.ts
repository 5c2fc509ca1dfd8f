// The signed insights addresses a public page carries (docs/decisions/034-insights.md): a view
// pixel, a referrer beacon for the islands' boot script, and a click ping per link. Signing here
// lets the `countHit` function trust a hit without reading anything; the page stays cacheable,
// since the addresses depend on the page alone.
import {
  HIT_SIGNATURE_LENGTH,
  hitPath,
  hitSigningInput,
  signatureKindOf,
  TOP_PAGE,
  type HitEndpoint,
} from '@spaces/contracts';
import { createHmac } from 'node:crypto';
import { env } from '../env.server';
import type { PageHits } from '../routes/space/page/hits';

/**
 * Addresses already signed, by endpoint and signed input: an address depends on its page alone,
 * and each view the CDN does not answer would otherwise sign the page's view and every link again,
 * an HMAC each. Bounded: when full, it starts over.
 */
const SIGNED_LIMIT = 10_000;
const signedAddresses = new Map<string, string>();
let signedWith: string | undefined;

/** An endpoint's address for a target, signed as functions/src/insights/counting.ts checks it. */
function signed(secret: string, endpoint: HitEndpoint, spaceId: string, target: string): string {
  if (secret !== signedWith || signedAddresses.size >= SIGNED_LIMIT) {
    signedAddresses.clear();
    signedWith = secret;
  }
  const input = hitSigningInput(signatureKindOf(endpoint), spaceId, target);
  // The view pixel and the referrer beacon sign the same input: the endpoint tells them apart.
  const key = endpoint + input;
  let address = signedAddresses.get(key);
  if (address === undefined) {
    const signature = createHmac('sha256', secret)
      .update(input)
      .digest('base64url')
      .slice(0, HIT_SIGNATURE_LENGTH);
    address = hitPath(endpoint, spaceId, target, signature);
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
): PageHits | undefined {
  if (!secret) return undefined;
  return {
    view: signed(secret, 'view', spaceId, page),
    ...(page === TOP_PAGE && { referrer: signed(secret, 'referrer', spaceId, page) }),
    links: Object.fromEntries(linkIds.map((id) => [id, signed(secret, 'click', spaceId, id)])),
  };
}
