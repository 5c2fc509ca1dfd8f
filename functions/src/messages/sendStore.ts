// What a letter or fan message writes in the visitor's send transaction, and the public wall
// past its first page. A part of the messages' store.
import {
  LIMITS,
  receiptPath,
  type MessageKind,
  type SendResponse,
  type WallMessage,
} from '@spaces/contracts';
import { receiptIdOf } from '@spaces/contracts/receipt-model';
import { FieldPath, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { NotFoundError } from '../platform/errors';
import { spaceIdOfSlug } from '../platform/firestore';
import { visitorWrite, type VisitorWrite } from '../platform/visitor';
import { messageSettingsOf, type Space } from '../spaces/space';
import { blockVerdictIn, countStopped } from './blockStore';
import { bumpCounters } from './counterStore';
import { decodeCursor, encodeCursor } from './cursor';
import * as inbox from './inbox';
import { newReceiptToken, toWallMessage, type ReceiptDoc, type StoredMessage } from './message';
import { isPublicSpace } from '../platform/removal';
import { messagesOf, spaceRef } from './messageStore';
import { receiptsRef } from './receiptStore';
import * as send from './send';

export interface SendRequest {
  slug: string;
  body: string;
  name?: string | undefined;
  website?: string | undefined;
}

/**
 * A letter or fan message, in the visitor's send transaction (sends/store.ts): the space and its
 * box, the blocked list, the decision, then the message and one counter shard.
 */
export function messageWrite(
  kind: MessageKind,
  request: SendRequest,
): VisitorWrite<Space & DocumentData, SendResponse> {
  return visitorWrite(spaceRef, async (tx, sender, data) => {
    const { spaceId } = sender;
    const now = new Date();
    const verdict = await blockVerdictIn(tx, sender, now);
    const target = data && { published: isPublicSpace(data), settings: messageSettingsOf(data) };
    send.assertBoxOpen(target, kind);
    const decision = send.decideSend(target, { kind, ...request }, sender.senderKey, now);
    // Raid mode or a full window holds it too; the answer is an accepted send's either way.
    const held = decision.message.held || sender.held;
    // Every send gets a receipt, in this transaction; only the token's hash is stored.
    const token = newReceiptToken();
    const messageRef = messagesOf(spaceId).doc();
    const receipt: ReceiptDoc = { spaceId, messageId: messageRef.id, createdAt: now };
    const answer = { held, thanks: decision.thanks, receipt: receiptPath(request.slug, token) };
    // A blocked sender gets an accepted send's answer, receipt included; its message is never
    // written, and its receipt keeps what it said so that it reads as any unread letter's
    // (decision 068). Only the block's count changes.
    if (typeof verdict === 'object') {
      const { kind: sentKind, body, name } = decision.message;
      tx.create(receiptsRef().doc(receiptIdOf(token)), {
        ...receipt,
        dropped: { kind: sentKind, body, name, held },
      });
      countStopped(tx, spaceId, verdict.drop);
      return answer;
    }
    tx.create(receiptsRef().doc(receiptIdOf(token)), receipt);
    const message: StoredMessage = {
      ...decision.message,
      addressKey: sender.addressKey,
      firstSeen: sender.firstSeen,
      held: held || verdict === 'hold',
    };

    tx.create(messageRef, message);
    bumpCounters(tx, spaceId, inbox.countOf(message));
    return { ...answer, held: message.held };
  });
}

/** The approved wall of a published space past a cursor, newest first. */
export async function listWall(
  slug: string,
  cursor: string,
): Promise<{ messages: WallMessage[]; next?: string }> {
  const after = decodeCursor(cursor);
  const spaceId = await spaceIdOfSlug(slug);
  const space = spaceId === undefined ? undefined : (await spaceRef(spaceId).get()).data();
  const target = space && { published: isPublicSpace(space), settings: messageSettingsOf(space) };
  if (spaceId === undefined || !target?.published) throw new NotFoundError();
  const { enabled, showWall } = target.settings.fanMessages;
  if (!enabled || !showWall) return { messages: [] };
  const size = LIMITS.wallFirstPage;
  const page = await messagesOf(spaceId)
    .where('wall', '==', 'approved')
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .startAfter(Timestamp.fromDate(after.createdAt), after.messageId)
    .limit(size + 1)
    .get();
  const docs = page.docs.slice(0, size);
  const messages = docs.map((doc) => toWallMessage(doc.id, doc.data()));
  const last = docs.at(-1);
  return page.docs.length > size && last
    ? { messages, next: encodeCursor({ createdAt: last.data().createdAt, messageId: last.id }) }
    : { messages };
}
