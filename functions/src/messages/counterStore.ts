// The messages' counter shards (`spaces/{spaceId}/messageCounters/{0..9}`): the one way a change
// of a message moves the space's counts, in the transaction that changes it, and the counts as the
// sums over the shards. A part of the messages' store.
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { collections, converter } from '../platform/firestore';
import * as inbox from './inbox';
import { MESSAGE_COUNTER_SHARDS, type MessageCounterShard } from './message';

export const countersOf = (spaceId: string) =>
  collections
    .messageCounters(spaceId)
    .withConverter(converter<MessageCounterShard & DocumentData>());

/** A shard picked at random, so that concurrent changes rarely touch the same counter document. */
const anyShard = (spaceId: string) =>
  countersOf(spaceId).doc(String(Math.floor(Math.random() * MESSAGE_COUNTER_SHARDS)));

/** Adds a delta to one shard, inside the transaction; a zero delta writes nothing. */
export function bumpCounters(tx: Transaction, spaceId: string, delta: MessageCounterShard): void {
  if (delta.unread === 0 && delta.held === 0) return;
  tx.set(
    anyShard(spaceId),
    { unread: FieldValue.increment(delta.unread), held: FieldValue.increment(delta.held) },
    { merge: true },
  );
}

/** The space's counts, as the sums over its shards. */
export async function counts(spaceId: string): Promise<MessageCounterShard> {
  const shards = await countersOf(spaceId).get();
  return inbox.sumShards(shards.docs.map((doc) => doc.data()));
}
