// The owner's inbox: pages of messages, one message, the summary, and changes of a selection
// (read, star, archive, release, delete), held messages settled a page at a time. A part of the
// messages' store.
import {
  LIMITS,
  type HeldAction,
  type InboxFilter,
  type InboxMessage,
  type MessageChange,
  type MessageKind,
} from '@spaces/contracts';
import type { Query } from 'firebase-admin/firestore';
import type { OwnerCredential } from '../platform/credential';
import { MessageNotFoundError } from '../platform/errors';
import { counts } from './counterStore';
import { decodeCursor, encodeCursor } from './cursor';
import * as inbox from './inbox';
import { toInboxMessage, type StoredMessage } from './message';
import { changeMessages, messagesOf, newestFirst } from './messageStore';

const toInbox = (messages: readonly (readonly [string, StoredMessage])[]): InboxMessage[] =>
  messages.map(([id, m]) => toInboxMessage(id, m));

export async function listMessages(
  owner: OwnerCredential,
  filter: InboxFilter,
  kind: MessageKind | undefined,
  cursor: string | undefined,
): Promise<{ messages: InboxMessage[]; next?: string; unread: number }> {
  let query: Query<StoredMessage> = messagesOf(owner.spaceId);
  for (const [field, value] of inbox.inboxConditions(filter, kind))
    query = query.where(field, '==', value);
  query = newestFirst(query);
  if (cursor !== undefined) {
    const after = decodeCursor(cursor);
    query = query.startAfter(after.createdAt, after.messageId);
  }
  const [snapshot, { unread }] = await Promise.all([
    query.limit(LIMITS.inboxPageSize + 1).get(),
    counts(owner.spaceId),
  ]);
  const page = snapshot.docs
    .slice(0, LIMITS.inboxPageSize)
    .map((doc) => [doc.id, doc.data()] as const);
  const last = page.at(-1);
  return {
    messages: toInbox(page),
    ...(snapshot.docs.length > page.length &&
      last && { next: encodeCursor({ createdAt: last[1].createdAt, messageId: last[0] }) }),
    unread,
  };
}

export async function getMessage(owner: OwnerCredential, messageId: string): Promise<InboxMessage> {
  const message = (await messagesOf(owner.spaceId).doc(messageId).get()).data();
  if (!message) throw new MessageNotFoundError();
  return toInboxMessage(messageId, message);
}

export async function inboxSummary(
  owner: OwnerCredential,
  now: Date,
): Promise<{ unread: number; held: number; lettersThisWeek: number }> {
  const [{ unread, held }, letters] = await Promise.all([
    counts(owner.spaceId),
    messagesOf(owner.spaceId)
      .where('kind', '==', 'letter')
      .where('createdAt', '>=', inbox.weekAgo(now))
      .count()
      .get(),
  ]);
  return { unread, held, lettersThisWeek: letters.data().count };
}

export async function updateMessages(
  owner: OwnerCredential,
  messageIds: readonly string[],
  change: MessageChange,
): Promise<{ messages: InboxMessage[]; unread: number }> {
  const outcome = await changeMessages(owner, messageIds, (message, field) =>
    inbox.applyChange(message, change, field),
  );
  const kept = outcome.flatMap(([id, m]) => (m ? [[id, m] as const] : []));
  return { messages: toInbox(kept), unread: (await counts(owner.spaceId)).unread };
}

export async function deleteMessages(
  owner: OwnerCredential,
  messageIds: readonly string[],
): Promise<{ deleted: number; unread: number }> {
  const outcome = await changeMessages(owner, messageIds, () => undefined);
  return { deleted: outcome.length, unread: (await counts(owner.spaceId)).unread };
}

/** Held messages settled per transaction: well under Firestore's 500 writes. */
const SETTLE_PAGE = LIMITS.bulkActionMaxItems;

/**
 * Releases or deletes every message that was held at `cutoff`, newest first, a page per
 * transaction (each re-reads its messages, keeps the counters exact and skips any released
 * meanwhile), until none is left or `deadline` passes (`more`: the next call goes on).
 */
export async function settleHeldMessages(
  owner: OwnerCredential,
  action: HeldAction,
  cutoff: Date,
  deadline: number,
): Promise<{ settled: number; more: boolean; unread: number; held: number }> {
  const held = newestFirst(
    messagesOf(owner.spaceId).where('held', '==', true).where('createdAt', '<=', cutoff),
  );
  let settled = 0;
  let more = true;
  while (Date.now() < deadline) {
    const page = await held.select().limit(SETTLE_PAGE).get();
    const ids = page.docs.map((doc) => doc.id);
    const outcome =
      ids.length > 0 ? await changeMessages(owner, ids, (m) => inbox.settleHeld(m, action)) : [];
    const done = outcome.filter(([, m]) =>
      action === 'delete' ? m === undefined : !m?.held,
    ).length;
    settled += done;
    // A short page was the last; a page that changed nothing would only come back again.
    if (ids.length < SETTLE_PAGE || done === 0) {
      more = false;
      break;
    }
  }
  return { settled, more, ...(await counts(owner.spaceId)) };
}
