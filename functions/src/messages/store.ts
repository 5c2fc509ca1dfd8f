// Firestore glue for messages: each function reads what a domain decision needs in one
// transaction, asks the pure domain, and writes the result. No rules live here.
import {
  LIMITS,
  RATE_LIMITS,
  type MessageKind,
  type SendResponse,
  type WallMessage,
} from '@spaces/contracts';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { randomInt } from 'node:crypto';
import type { AbuseGate } from '../platform/abuseGate';
import { NotFoundError } from '../platform/errors';
import { COLLECTIONS, converter, db } from '../platform/firestore';
import type { Visitor } from '../platform/visitor';
import { messageSettingsOf, type Space } from '../spaces/space';
import { decodeCursor, encodeCursor } from './cursor';
import {
  MESSAGE_COUNTER_SHARDS,
  toWallMessage,
  type MessageCounterShard,
  type StoredMessage,
} from './message';
import * as send from './send';

// ---------------------------------------------------------------------------------------------
// Sends and the wall
// ---------------------------------------------------------------------------------------------

type SpaceForSend = Pick<Space, 'published' | 'messages'>;

const spaceRef = (spaceId: string) =>
  db().collection(COLLECTIONS.spaces).doc(spaceId) as DocumentReference<SpaceForSend>;

const slugRef = (slug: string) =>
  db().collection(COLLECTIONS.slugs).doc(slug) as DocumentReference<{ spaceId: string }>;

const messagesOf = (spaceId: string) =>
  spaceRef(spaceId).collection(COLLECTIONS.messages).withConverter(converter<StoredMessage>());

/** The space a public slug names, read in `tx`; undefined when the slug is not claimed. */
async function spaceIdOf(tx: Transaction | undefined, slug: string): Promise<string | undefined> {
  const snapshot = tx ? await tx.get(slugRef(slug)) : await slugRef(slug).get();
  return snapshot.data()?.spaceId;
}

/**
 * A burst from one client contends on its counters until they are full, one commit per round:
 * enough rounds for the per-client limit, after which the rest are refused without a commit.
 */
const SEND_ATTEMPTS = RATE_LIMITS.clientPerMinute.limit + 5;

export interface SendRequest {
  slug: string;
  body: string;
  name?: string | undefined;
  website?: string | undefined;
}

/**
 * A letter or fan message, in one transaction: the abuse gate, the space and its box, the blocked
 * list, the decision, then the message, one counter shard and the gate's counters. A refusal
 * throws before any write, so it writes nothing.
 */
export async function sendMessage(
  gate: AbuseGate,
  visitor: Visitor,
  kind: MessageKind,
  request: SendRequest,
): Promise<SendResponse> {
  // App Check and the honeypot need no data: refused before any read.
  gate.screen(visitor, request.website);
  return db().runTransaction(
    async (tx) => {
      const spaceId = await spaceIdOf(tx, request.slug);
      // An unclaimed slug has no space to count against; refusing it costs one read.
      if (spaceId === undefined) throw new NotFoundError();
      const admission = await gate.admit(tx, visitor, { spaceId, honeypot: request.website });
      const blockedRef = spaceRef(spaceId)
        .collection(COLLECTIONS.blockedSenders)
        .doc(admission.senderKey);
      const [space, blocked] = await Promise.all([tx.get(spaceRef(spaceId)), tx.get(blockedRef)]);
      const data = space.data();
      const target = data && { published: data.published, settings: messageSettingsOf(data) };
      send.assertBoxOpen(target, kind);
      send.assertNotBlocked(blocked.exists);
      const decision = send.decideSend(
        target,
        { kind, ...request },
        admission.senderKey,
        new Date(),
      );

      tx.create(messagesOf(spaceId).doc(), decision.message);
      const counter: Partial<Record<keyof MessageCounterShard, FieldValue>> = decision.message.held
        ? { held: FieldValue.increment(1), unread: FieldValue.increment(0) }
        : { unread: FieldValue.increment(1), held: FieldValue.increment(0) };
      tx.set(
        spaceRef(spaceId)
          .collection(COLLECTIONS.messageCounters)
          .doc(String(randomInt(MESSAGE_COUNTER_SHARDS))),
        counter,
        { merge: true },
      );
      admission.record();
      return { held: decision.message.held, thanks: decision.thanks };
    },
    { maxAttempts: SEND_ATTEMPTS },
  );
}

/** The approved wall of a published space past a cursor, newest first. */
export async function listWall(
  slug: string,
  cursor: string,
): Promise<{ messages: WallMessage[]; next?: string }> {
  const after = decodeCursor(cursor);
  const spaceId = await spaceIdOf(undefined, slug);
  const space = spaceId === undefined ? undefined : (await spaceRef(spaceId).get()).data();
  const target = space && { published: space.published, settings: messageSettingsOf(space) };
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
