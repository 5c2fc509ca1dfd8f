// Letters and fan messages as stored, `spaces/{spaceId}/messages/{messageId}`, and the one way
// to change a selection of them in a transaction (the owner's inbox, a sender's own deletion, the
// start of raid mode): messages, counters and the wall's first page kept exact together. A part
// of the messages' store.
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import type { OwnerCredential } from '../platform/credential';
import { collections, converter, db, TRANSACTION_OPTIONS } from '../platform/firestore';
import { ownedSpace } from '../platform/ownership';
import type { Space } from '../spaces/space';
import { bumpCounters } from './counterStore';
import * as inbox from './inbox';
import type { MessageCounterShard, StoredMessage } from './message';

export const spaceRef = (spaceId: string) =>
  collections.spaces().withConverter(converter<Space & DocumentData>()).doc(spaceId);
export const messagesOf = (spaceId: string) =>
  collections.messages(spaceId).withConverter(converter<StoredMessage & DocumentData>());

/** Newest first, ties by id, as every list of messages (and its cursor) is ordered. */
export const newestFirst = <T>(query: Query<T>) =>
  query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');

/** The wall query: approved fan messages, newest first (index: wall, createdAt, __name__). */
export const approvedWall = (spaceId: string) =>
  newestFirst(messagesOf(spaceId).where('wall', '==', 'approved'));

/** The selection without repeats, each with its place in the request (for error fields). */
function selection(messageIds: readonly string[]): [string, number][] {
  const seen = new Map<string, number>();
  messageIds.forEach((id, i) => {
    if (!seen.has(id)) seen.set(id, i);
  });
  return [...seen];
}

/**
 * Reads the owner's space and the selected messages in the transaction (messages deleted
 * meanwhile are skipped), lets `decide` compute each one's next state (undefined: delete), then
 * writes the messages, one counter delta, and the wall's first page when wall membership
 * changed. Every read comes before every write, as transactions require.
 */
export async function changeMessages(
  owner: OwnerCredential,
  messageIds: readonly string[],
  decide: (message: StoredMessage, field: string) => StoredMessage | undefined,
): Promise<[string, StoredMessage | undefined][]> {
  return db().runTransaction(
    (tx) => changeMessagesIn(tx, owner.spaceId, ownedSpace<Space>(owner, tx), messageIds, decide),
    TRANSACTION_OPTIONS,
  );
}

/**
 * `changeMessages` inside a transaction that has read nothing yet but `space` (read by the
 * caller, the owner's check or a sender's receipt). A sender's own deletion runs the very same
 * writes as the owner's, so the counters and the wall stay as exact.
 */
export async function changeMessagesIn(
  tx: Transaction,
  spaceId: string,
  spaceRead: Promise<Space>,
  messageIds: readonly string[],
  decide: (message: StoredMessage, field: string) => StoredMessage | undefined,
): Promise<[string, StoredMessage | undefined][]> {
  const selected = selection(messageIds);
  {
    const [space, snaps] = await Promise.all([
      spaceRead,
      tx.getAll(...selected.map(([id]) => messagesOf(spaceId).doc(id))),
    ]);
    const outcome: [string, StoredMessage | undefined][] = [];
    const changed = new Map<string, StoredMessage | undefined>();
    const deltas: MessageCounterShard[] = [];
    let wallTouched = false;
    snaps.forEach((snap, i) => {
      if (!snap.exists) return;
      const [id, position] = selected[i]!;
      const before = snap.data()!;
      const after = decide(before, `messageIds.${position}`);
      outcome.push([id, after]);
      if (after === before) return;
      changed.set(id, after);
      deltas.push(inbox.counterDelta(before, after));
      if (inbox.isOnWall(before) !== (after !== undefined && inbox.isOnWall(after)))
        wallTouched = true;
    });

    const page = wallTouched
      ? inbox.wallPage(
          (await tx.get(approvedWall(spaceId).limit(inbox.wallQueryLimit(changed.size)))).docs.map(
            (doc) => [doc.id, doc.data()] as const,
          ),
          changed,
        )
      : undefined;

    for (const [id, after] of changed) {
      const ref = messagesOf(spaceId).doc(id);
      if (after) tx.set(ref, after);
      else tx.delete(ref);
    }
    bumpCounters(tx, spaceId, inbox.sumDeltas(deltas));
    if (page && inbox.wallChanged(space, page))
      tx.update(spaceRef(spaceId), {
        wall: page.wall,
        wallNext: page.wallNext ?? FieldValue.delete(),
      });
    return outcome;
  }
}
