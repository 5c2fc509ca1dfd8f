// A deleted space: what it leaves outside its own document. A part of the messages' store.
import { collections, deleteAll } from '../platform/firestore';

/**
 * Removes what a deleted space leaves outside its own document: its letters and fan messages,
 * their counter shards, its blocked senders and the abuse gate's counters for it. Idempotent: a
 * repeated delivery (or a retry after a partial run) finds less, or nothing, to delete.
 */
export async function deleteSpaceMessages(spaceId: string): Promise<number> {
  const counts = await Promise.all([
    deleteAll(collections.messages(spaceId)),
    deleteAll(collections.messageCounters(spaceId)),
    deleteAll(collections.blockedSenders(spaceId)),
    deleteAll(collections.rateLimits().where('spaceId', '==', spaceId)),
    deleteAll(collections.receipts().where('spaceId', '==', spaceId)),
    // The fans' reply notices on those receipts, with their addresses (decision 068).
    deleteAll(collections.replyNotices().where('spaceId', '==', spaceId)),
    // The stream's queue (decision 069).
    collections
      .stageQueue(spaceId)
      .delete()
      .then(() => 0),
  ]);
  return counts.reduce((sum, n) => sum + n, 0);
}
