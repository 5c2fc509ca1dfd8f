// When a space is deleted, its insights go too: nothing of a deleted space is left behind.
// Delivery is at least once; the deletion is idempotent and a failure is retried by throwing.
import type { SpaceParams } from '../platform/documents';
import * as logs from '../platform/logs';
import type { DocumentWrite } from '../platform/triggers';

export async function deleteSpaceInsights({
  params: { spaceId },
}: DocumentWrite<SpaceParams>): Promise<void> {
  const store = await import('./store');
  logs.spaceInsightsDeleted(spaceId, await store.deleteSpaceInsights(spaceId));
}
