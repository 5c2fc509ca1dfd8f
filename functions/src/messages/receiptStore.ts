// Receipts and private replies (decision 051): the owner's reply to one message, and a sender's
// deletion of their own message through its receipt. A part of the messages' store.
import type { Reply } from '@spaces/contracts';
import { messageStateOf, receiptIdOf, senderMayDelete } from '@spaces/contracts/receipt-model';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { OwnerCredential } from '../platform/credential';
import { DomainError, MessageNotFoundError, NotFoundError } from '../platform/errors';
import {
  collections,
  converter,
  db,
  spaceIdOfSlug,
  TRANSACTION_OPTIONS,
} from '../platform/firestore';
import { ownedSpace } from '../platform/ownership';
import type { Space } from '../spaces/space';
import { toReply, type ReceiptDoc, type StoredReply } from './message';
import { changeMessagesIn, messagesOf, spaceRef } from './messageStore';

/** `receipts/{receiptId}`: senders' receipts. */
export const receiptsRef = () =>
  collections.receipts().withConverter(converter<ReceiptDoc & DocumentData>());

/**
 * Writes, edits or (with an empty body) removes the owner's private reply to one message. The
 * first reply's time stays; an edit adds `editedAt`.
 */
export async function replyToMessage(
  owner: OwnerCredential,
  messageId: string,
  body: string,
): Promise<{ reply?: Reply }> {
  const text = body.trim();
  return db().runTransaction(async (tx) => {
    const ref = messagesOf(owner.spaceId).doc(messageId);
    const [, snap] = await Promise.all([ownedSpace<Space>(owner, tx), tx.get(ref)]);
    const message = snap.data();
    if (!message) throw new MessageNotFoundError();
    if (text === '') {
      if (message.reply) tx.update(ref, { reply: FieldValue.delete() });
      return {};
    }
    if (message.reply?.body === text) return { reply: toReply(message.reply) };
    const now = new Date();
    const reply: StoredReply = message.reply
      ? { body: text, at: message.reply.at, editedAt: now }
      : { body: text, at: now };
    tx.update(ref, { reply });
    return { reply: toReply(reply) };
  }, TRANSACTION_OPTIONS);
}

/**
 * A sender deletes their message through its receipt while the owner has done nothing with it (not
 * read, replied, answered in public or read aloud): the same writes as the owner's deletion
 * (message, counters, wall), and the receipt remembers that its sender deleted it. A token that is
 * not a receipt of this space answers as an absent one.
 */
export async function deleteOwnMessage(slug: string, token: string): Promise<void> {
  const receiptRef = receiptsRef().doc(receiptIdOf(token));
  await db().runTransaction(async (tx) => {
    const [spaceId, receiptSnap] = await Promise.all([spaceIdOfSlug(slug, tx), tx.get(receiptRef)]);
    const receipt = receiptSnap.data();
    if (!receipt || spaceId === undefined || receipt.spaceId !== spaceId) throw new NotFoundError();
    if (receipt.deletedAt) return;
    const space = tx.get(spaceRef(spaceId)).then((snap) => {
      const data = snap.data();
      if (!data) throw new NotFoundError();
      return data;
    });
    // A dropped send's message was never written: the same reads find nothing, and its receipt
    // forgets what it said, as a delivered one's message is deleted (decision 068).
    const outcome = await changeMessagesIn(tx, spaceId, space, [receipt.messageId], (message) => {
      const state = messageStateOf(message);
      if (state === 'answered' || state === 'readAloud')
        throw new DomainError('message-answered', 'the owner has answered or read it aloud');
      if (!senderMayDelete(state)) throw new DomainError('message-read', 'the owner has read it');
      return undefined;
    });
    if (outcome.length === 0 && receipt.dropped === undefined) throw new MessageNotFoundError();
    tx.update(receiptRef, { deletedAt: new Date(), dropped: FieldValue.delete() });
  }, TRANSACTION_OPTIONS);
}
