// The signed insights addresses a public page carries (docs/decisions/034-insights.md): a view
// pixel, a referrer beacon for the islands' boot script, and a click ping per link. Signing here
// lets the `countHit` function trust a hit without reading anything; the page stays cacheable,
// since the addresses depend on the page alone.
import {
  HIT_SIGNATURE_LENGTH,
  hitPath,
  hitSigningInput,
  TOP_PAGE,
  type HitKind,
} from '@spaces/contracts';
import { createHmac } from 'node:crypto';
import { env } from '../env.server';
import type { PageHits } from '../routes/space/page/hits';

const sign = (secret: string, kind: HitKind, spaceId: string, target: string) =>
  hitPath(
    kind,
    spaceId,
    target,
    createHmac('sha256', secret)
      .update(hitSigningInput(kind, spaceId, target))
      .digest('base64url')
      .slice(0, HIT_SIGNATURE_LENGTH),
  );

/** A page's hits, or undefined where counting is not configured (then the page has none). */
export function pageHits(
  spaceId: string,
  page: string,
  linkIds: readonly string[] = [],
  secret = env.insightsSecret,
): PageHits | undefined {
  if (!secret) return undefined;
  const view = sign(secret, 'view', spaceId, page);
  return {
    view,
    ...(page === TOP_PAGE && { referrer: view.replace('/v.gif?', '/r?') }),
    links: Object.fromEntries(linkIds.map((id) => [id, sign(secret, 'click', spaceId, id)])),
  };
}
