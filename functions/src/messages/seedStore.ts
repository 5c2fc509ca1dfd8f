// Seeding the local stack: receipts whose links are known, messages and blocks, and the counters
// and the wall made to agree with them. Never used by a callable. A part of the messages' store.
import { receiptIdOf } from '@spaces/contracts/receipt-model';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../platform/firestore';
import { blockedOf, type BlockedSenderDoc } from './blockStore';
import { countersOf } from './counterStore';
import * as inbox from './inbox';
import { MESSAGE_COUNTER_SHARDS, type ReceiptDoc, type StoredMessage } from './message';
import { approvedWall, messagesOf, spaceRef } from './messageStore';
import { receiptsRef } from './receiptStore';

/**
 * Writes a receipt of `messageId` under `token` (its hash) unless it exists: for seeding the local
 * stack with receipts whose links are known. Never used by a callable.
 */
export async function restoreReceipt(
  spaceId: string,
  messageId: string,
  token: string,
  createdAt: Date,
  dropped?: ReceiptDoc['dropped'],
): Promise<void> {
  const ref = receiptsRef().doc(receiptIdOf(token));
  if (!(await ref.get()).exists)
    await ref.set({ spaceId, messageId, createdAt, ...(dropped && { dropped }) });
}

/**
 * Writes the given messages and blocked senders unless they exist, then makes the counter shards
 * and the wall's first page agree with every message the space has: for seeding the local stack,
 * where earlier runs may have left anything behind. Never used by a callable.
 */
export async function restoreMessages(
  spaceId: string,
  messages: readonly (readonly [string, StoredMessage])[],
  blocked: readonly (readonly [string, BlockedSenderDoc])[],
): Promise<void> {
  const writes = db().batch();
  for (const [id, message] of messages) {
    const ref = messagesOf(spaceId).doc(id);
    if (!(await ref.get()).exists) writes.set(ref, message);
  }
  for (const [blockId, doc] of blocked) {
    const ref = blockedOf(spaceId).doc(blockId);
    if (!(await ref.get()).exists) writes.set(ref, doc);
  }
  await writes.commit();

  const all = (await messagesOf(spaceId).get()).docs.map((doc) => doc.data());
  const total = inbox.sumDeltas(all.map(inbox.countOf));
  const counters = db().batch();
  for (let shard = 0; shard < MESSAGE_COUNTER_SHARDS; shard++)
    counters.set(
      countersOf(spaceId).doc(String(shard)),
      shard === 0 ? total : { unread: 0, held: 0 },
    );
  await counters.commit();

  const approved = await approvedWall(spaceId).limit(inbox.wallQueryLimit(0)).get();
  const page = inbox.wallPage(
    approved.docs.map((doc) => [doc.id, doc.data()] as const),
    new Map(),
  );
  await spaceRef(spaceId).update({
    wall: page.wall,
    wallNext: page.wallNext ?? FieldValue.delete(),
  });
}
