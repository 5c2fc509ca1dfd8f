// What a deleted space leaves outside its document in the messages feature — letters and fan
// messages, counter shards, blocked senders, the abuse gate's counters — for the account sweep,
// which deletes them itself rather than wait for the trigger (both are idempotent).
import * as store from './store';

/** Deletes the space's messages, counters, blocked senders and rate-limit counters. */
export const purgeSpaceMessages = (spaceId: string): Promise<number> =>
  store.deleteSpaceMessages(spaceId);
