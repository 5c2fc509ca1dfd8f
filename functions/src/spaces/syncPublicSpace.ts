// Keeps `publicSpaces/{slug}` in line with `spaces/{spaceId}` on every change. Delivery is at least
// once and unordered, so the handler rebuilds from the space as it is now instead of the event:
// a repeated or retried delivery writes nothing new. Its transaction can lose a contention race
// under load; the space's trigger throws then, and the event is delivered again.
import type { SpaceParams } from '../platform/documents';
import * as logs from '../platform/logs';
import type { DocumentWrite } from '../platform/triggers';

export async function syncPublicSpace({
  params: { spaceId },
  before,
  after,
}: DocumentWrite<SpaceParams>): Promise<void> {
  const store = await import('./store');
  const slugs = [before?.slug, after?.slug].filter(
    (slug): slug is string => typeof slug === 'string',
  );
  const plan = await store.syncPublicSpace(spaceId, slugs);
  if (plan.skipped) logs.publicSpaceSkipped(spaceId, plan.skipped);
  else logs.publicSpaceSynced(spaceId, plan.write?.slug, plan.remove);
}
