// A visitor's send — a letter, a fan message, a board post — as one transaction, written once for
// every kind. The gate screens the request before any read; in the transaction the slug names the
// space, the gate admits the sender (its counters and the space document read, its sender key
// made, held or not), the feature's `write` reads what else it needs, decides and writes, and the
// gate's counters are written with it. Whatever refuses throws before any write, so a refused send
// leaves nothing behind (decisions 017 and 044). The feature's part (`VisitorWrite`) comes from
// messages/ or boards/; a fan-art image's upload grant is sent the same way. A post that carries
// an idempotency key is stored once (once.ts, decision 066).
import { RATE_LIMITS } from '@spaces/contracts';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { AbuseGate, ModeratedSpace } from '../platform/abuseGate';
import { NotFoundError } from '../platform/errors';
import { collections, db, spaceIdOfSlug } from '../platform/firestore';
import { SENDER_KEY_SECRET } from '../platform/params';
import type { SendOnceScopes, Visitor, VisitorWrite } from '../platform/visitor';
import { SEND_ONCE_MS, openAnswer, sealAnswer, sendOnceId } from './once';

/**
 * A burst from one client contends on its counters until they are full, one commit per round:
 * enough rounds for the per-client limit, after which the rest are refused without a commit.
 */
const SEND_ATTEMPTS = RATE_LIMITS.clientPerMinute.limit + 5;

/** What every send names: the space by its public slug, and the honeypot field. */
export interface VisitorSendRequest {
  slug: string;
  website?: string | undefined;
}

/**
 * Runs one send. `spaceOf` is the feature's reference to the space document: the gate reads it
 * (for raid and slow mode) and hands it to `write`, so the send reads it once.
 */
export async function visitorSend<S extends ModeratedSpace, T>(
  gate: AbuseGate,
  visitor: Visitor,
  request: VisitorSendRequest,
  { spaceOf, write }: VisitorWrite<S, T>,
  /** A report for the operator passes the client's limits only (`AdmitRequest.forOperator`). */
  forOperator = false,
): Promise<T> {
  // App Check and the honeypot need no data: refused before any read.
  gate.screen(visitor, request.website);
  const once = visitor.sendOnce;
  const secret = once ? SENDER_KEY_SECRET.value() : '';
  return db().runTransaction(
    async (tx) => {
      const spaceId = await spaceIdOfSlug(request.slug, tx);
      // An unclaimed slug has no space to count against; refusing it costs one read.
      if (spaceId === undefined) throw new NotFoundError();
      // A post of a send already stored is answered as it was, and counts and writes nothing.
      const remembered = once ? onceRefs(secret, spaceId, once) : [];
      const [lookup] = remembered;
      if (lookup) {
        const stored = (await tx.get(lookup.ref)).data();
        const answer =
          stored && stored.expiresAt.toMillis() > Date.now()
            ? openAnswer(secret, spaceId, lookup.scope, stored.answer)
            : undefined;
        if (answer !== undefined) return answer as T;
      }
      const admission = await gate.admit(tx, visitor, {
        spaceId,
        space: spaceOf(spaceId),
        honeypot: request.website,
        forOperator,
      });
      const { senderKey, addressKey, held, firstSeen, space } = admission;
      const result = await write(tx, { spaceId, senderKey, addressKey, held, firstSeen }, space);
      admission.record();
      const now = Date.now();
      for (const { ref, scope } of remembered) {
        tx.set(ref, {
          scope: 'send-once',
          spaceId,
          windowStart: Timestamp.fromMillis(now),
          count: 1,
          expiresAt: Timestamp.fromMillis(now + SEND_ONCE_MS),
          answer: sealAnswer(secret, spaceId, scope, result),
        });
      }
      return result;
    },
    { maxAttempts: SEND_ATTEMPTS },
  );
}

/** `rateLimits/send-once_{id}`: a send remembered, with its answer sealed to its scope. */
interface SendOnceDoc {
  scope: 'send-once';
  spaceId: string;
  windowStart: Timestamp;
  count: number;
  expiresAt: Timestamp;
  answer: string;
}

function onceRefs(secret: string, spaceId: string, once: SendOnceScopes) {
  const scopes = once.also === undefined ? [once.lookup] : [once.lookup, once.also];
  return scopes.map((scope) => ({
    scope,
    ref: collections
      .rateLimits()
      .doc(sendOnceId(secret, spaceId, scope)) as DocumentReference<SendOnceDoc>,
  }));
}
