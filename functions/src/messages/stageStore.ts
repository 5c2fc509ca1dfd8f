// Firestore glue of the stream view's stage (decision 069): which messages may step onto it, and
// the queue the owner prepares before going live (`spaces/{spaceId}/stage/queue`). The stage gets
// only what the server lets through: never a held message, a message whose sender is blocked, or
// one that matches the space's NG words as they are now (a message released from hold included).
import { LIMITS, ngWordMatcher, type InboxMessage, type MessageKind } from '@spaces/contracts';
import { FieldPath, Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import type { OwnerCredential } from '../platform/credential';
import { collections, converter, db } from '../platform/firestore';
import { ownedSpace } from '../platform/ownership';
import { messageSettingsOf, type Space } from '../spaces/space';
import { decodeCursor, encodeCursor } from './cursor';
import * as inbox from './inbox';
import { toInboxMessage, type StoredMessage } from './message';

interface StageQueueDoc {
  messageIds: string[];
  updatedAt: Date;
}

const messagesOf = (spaceId: string) =>
  collections.messages(spaceId).withConverter(converter<StoredMessage & DocumentData>());
const queueRef = (spaceId: string) =>
  collections.stageQueue(spaceId).withConverter(converter<StageQueueDoc & DocumentData>());

/** What decides whether a message may go on stage: the space's NG words and blocked senders. */
async function stageRules(owner: OwnerCredential): Promise<(message: StoredMessage) => boolean> {
  const [space, blocks] = await Promise.all([
    ownedSpace<Space>(owner),
    collections.blockedSenders(owner.spaceId).select('senderKey').get(),
  ]);
  const matches = ngWordMatcher(messageSettingsOf(space).ngWords);
  const blocked = new Set(blocks.docs.map((doc) => doc.get('senderKey') as string));
  return (message) =>
    !message.held &&
    !message.archived &&
    !blocked.has(message.senderKey) &&
    !matches(message.body) &&
    !matches(message.name);
}

/** A page of the inbox as the stage may show it, newest first. */
export async function listStageInbox(
  owner: OwnerCredential,
  kind: MessageKind | undefined,
  cursor: string | undefined,
): Promise<{ messages: InboxMessage[]; next?: string }> {
  const allowed = await stageRules(owner);
  let query: Query<StoredMessage> = messagesOf(owner.spaceId);
  for (const [field, value] of inbox.inboxConditions('all', kind))
    query = query.where(field, '==', value);
  query = query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (cursor !== undefined) {
    const after = decodeCursor(cursor);
    query = query.startAfter(Timestamp.fromDate(after.createdAt), after.messageId);
  }
  const size = LIMITS.inboxPageSize;
  const snapshot = await query.limit(size + 1).get();
  const page = snapshot.docs.slice(0, size);
  const last = page.at(-1);
  return {
    messages: page
      .filter((doc) => allowed(doc.data()))
      .map((doc) => toInboxMessage(doc.id, doc.data())),
    ...(snapshot.docs.length > size &&
      last && {
        next: encodeCursor({ createdAt: last.data().createdAt, messageId: last.id }),
      }),
  };
}

/** The queue's messages that may go on stage, in the queue's order. */
export async function listStageQueue(owner: OwnerCredential): Promise<InboxMessage[]> {
  const allowed = await stageRules(owner);
  const ids = (await queueRef(owner.spaceId).get()).data()?.messageIds ?? [];
  if (ids.length === 0) return [];
  const snaps = await db().getAll(...ids.map((id) => messagesOf(owner.spaceId).doc(id)));
  return snaps.flatMap((snap) => {
    const message = snap.data() as StoredMessage | undefined;
    return message && allowed(message) ? [toInboxMessage(snap.id, message)] : [];
  });
}

/** Replaces the queue (repeats dropped, order kept); answers what it holds now. */
export async function updateStageQueue(
  owner: OwnerCredential,
  messageIds: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(messageIds)];
  await db().runTransaction(async (tx) => {
    await ownedSpace<Space>(owner, tx);
    tx.set(queueRef(owner.spaceId), { messageIds: unique, updatedAt: new Date() });
  });
  return unique;
}
