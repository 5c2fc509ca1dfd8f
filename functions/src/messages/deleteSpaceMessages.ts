// When a space is deleted, its messages, counter shards, blocked senders and rate-limit counters
// go too: nothing of a deleted space is left behind. Delivery is at least once; the deletion is
// idempotent and a failure is retried by throwing.
import type { SpaceParams } from '../platform/documents';
import * as logs from '../platform/logs';
import type { DocumentWrite } from '../platform/triggers';

export async function deleteSpaceMessages({
  params: { spaceId },
}: DocumentWrite<SpaceParams>): Promise<void> {
  const store = await import('./store');
  logs.spaceMessagesDeleted(spaceId, await store.deleteSpaceMessages(spaceId));
}
