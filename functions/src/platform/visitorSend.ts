// A visitor's send — a letter, a fan message, a board post — as one transaction, written once for
// every kind. The gate screens the request before any read; in the transaction the slug names the
// space, the gate admits the sender (its counters and the space document read, its sender key
// made, held or not), the feature's `write` reads what else it needs, decides and writes, and the
// gate's counters are written with it. Whatever refuses throws before any write, so a refused send
// leaves nothing behind (decisions 017 and 044).
import { RATE_LIMITS } from '@spaces/contracts';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { AbuseGate, ModeratedSpace } from './abuseGate';
import { NotFoundError } from './errors';
import { collections, db } from './firestore';
import type { Visitor } from './visitor';

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

/** The admitted sender: the space the slug named, and the sender's keys in it (abuse gate). */
export interface Sender {
  spaceId: string;
  senderKey: string;
  addressKey: string;
  /** The gate holds this send for review (raid mode, or the space's window is full). */
  held: boolean;
}

/** The space a public slug names (read in `tx` when given); undefined when no space claims it. */
export async function spaceIdOfSlug(slug: string, tx?: Transaction): Promise<string | undefined> {
  const ref = collections.slugs().doc(slug) as DocumentReference<{ spaceId: string }>;
  return (tx ? await tx.get(ref) : await ref.get()).data()?.spaceId;
}

/**
 * Runs one send. `spaceOf` is the feature's reference to the space document: the gate reads it
 * (for raid and slow mode) and hands it to `write`, so the send reads it once.
 */
export async function visitorSend<S extends ModeratedSpace, T>(
  gate: AbuseGate,
  visitor: Visitor,
  request: VisitorSendRequest,
  spaceOf: (spaceId: string) => DocumentReference<S>,
  write: (tx: Transaction, sender: Sender, space: S | undefined) => Promise<T>,
): Promise<T> {
  // App Check and the honeypot need no data: refused before any read.
  gate.screen(visitor, request.website);
  return db().runTransaction(
    async (tx) => {
      const spaceId = await spaceIdOfSlug(request.slug, tx);
      // An unclaimed slug has no space to count against; refusing it costs one read.
      if (spaceId === undefined) throw new NotFoundError();
      const admission = await gate.admit(tx, visitor, {
        spaceId,
        space: spaceOf(spaceId),
        honeypot: request.website,
      });
      const { senderKey, addressKey, held, space } = admission;
      const result = await write(tx, { spaceId, senderKey, addressKey, held }, space);
      admission.record();
      return result;
    },
    { maxAttempts: SEND_ATTEMPTS },
  );
}
