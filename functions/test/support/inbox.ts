// Puts letters and fan messages straight into the emulator's Firestore (Admin SDK), in the shape
// the send callables store them, bumping a counter shard as a send does; and reads them back.
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import {
  MESSAGE_COUNTER_SHARDS,
  type MessageCounterShard,
  type StoredMessage,
} from '../../src/messages/message';
import { storedMessage } from '../../src/messages/message.fixtures';
import { db } from './firestore';
import { unique } from './stack';

const messages = (spaceId: string) => db().collection(`spaces/${spaceId}/messages`);

let clock = Date.UTC(2026, 0, 1);

/**
 * A message of a sender of its own; each new one is a second newer than the last, so that order is
 * predictable.
 */
function newMessage(over: Partial<StoredMessage> = {}): StoredMessage {
  clock += 1000;
  return storedMessage({
    body: `いつも楽しみにしています。Thank you for everything! (${unique()})`,
    senderKey: `sender-${unique()}`,
    createdAt: new Date(clock),
    ...over,
  });
}

/** Stores a message as a send would: the document and its share of the counts, in one batch. */
export async function putMessage(
  spaceId: string,
  over: Partial<StoredMessage> = {},
): Promise<string> {
  const message = newMessage(over);
  const ref = messages(spaceId).doc();
  const shard = db().doc(
    `spaces/${spaceId}/messageCounters/${Math.floor(Math.random() * MESSAGE_COUNTER_SHARDS)}`,
  );
  await db()
    .batch()
    .set(ref, message)
    .set(
      shard,
      {
        unread: FieldValue.increment(!message.held && !message.read ? 1 : 0),
        held: FieldValue.increment(message.held ? 1 : 0),
      },
      { merge: true },
    )
    .commit();
  return ref.id;
}

/** Several messages, oldest first; returns their ids in that order. */
export async function putMessages(
  spaceId: string,
  overs: readonly Partial<StoredMessage>[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const over of overs) ids.push(await putMessage(spaceId, over));
  return ids;
}

export async function readMessage(
  spaceId: string,
  messageId: string,
): Promise<StoredMessage | undefined> {
  const data = (await messages(spaceId).doc(messageId).get()).data();
  return data && ({ ...data, createdAt: (data.createdAt as Timestamp).toDate() } as StoredMessage);
}

/** The sums over the counter shards, as stored. */
export async function shardSums(spaceId: string): Promise<MessageCounterShard> {
  const shards = await db().collection(`spaces/${spaceId}/messageCounters`).get();
  return shards.docs.reduce(
    (sum, doc) => ({
      unread: sum.unread + ((doc.get('unread') as number | undefined) ?? 0),
      held: sum.held + ((doc.get('held') as number | undefined) ?? 0),
    }),
    { unread: 0, held: 0 },
  );
}

/** The counts recomputed from the messages themselves: what the shards must sum to. */
export async function trueCounts(spaceId: string): Promise<MessageCounterShard> {
  const all = await messages(spaceId).get();
  let unread = 0;
  let held = 0;
  for (const doc of all.docs) {
    if (doc.get('held') === true) held++;
    else if (doc.get('read') !== true) unread++;
  }
  return { unread, held };
}

/** The space document's wall fields. */
export async function readWall(
  spaceId: string,
): Promise<{ wall?: { messageId: string }[]; wallNext?: string }> {
  const data = (await db().doc(`spaces/${spaceId}`).get()).data() ?? {};
  return {
    wall: data.wall as { messageId: string }[] | undefined,
    wallNext: data.wallNext as string | undefined,
  };
}

/** The space document's update time, to see whether a call wrote it. */
export async function spaceUpdateTime(spaceId: string): Promise<string | undefined> {
  return (await db().doc(`spaces/${spaceId}`).get()).updateTime?.toDate().toISOString();
}
