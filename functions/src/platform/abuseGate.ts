// The one abuse gate every visitor write passes (letters, fan messages, board posts): App Check
// when enforced, the honeypot, rate limits per client (per space and across every space), slow
// mode, and the space's fair window, kept as transactional fixed-window counters in
// `rateLimits/{id}`. It is a step inside the caller's transaction: `admit` reads its counters and
// the space (before the caller's own reads end) and refuses by throwing, or says whether the write
// is held for review; the caller calls `record()` with its own writes, so a refused write leaves
// nothing behind. It also tells first-seen clients (none of whose sends was delivered in the space
// yet) from regulars, which raid mode needs. docs/decisions/017-abuse-gate.md,
// 044-fair-limits-and-raid-mode.md and 066-what-a-sender-cannot-mint.md give the reasons.
// Its parts: the keys (gateKeys.ts), the counters (gateCounters.ts), the space's fair window and
// raid mode (fairWindow.ts), slow mode and regulars (slowMode.ts), and the counts outside a write
// (gateLookups.ts); this module screens and admits, and is what callers import.
import { RATE_LIMITS } from '@spaces/contracts';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { randomInt } from 'node:crypto';
import { DomainError } from './errors';
import { place, sharedLimit, shardLimit } from './fairWindow';
import {
  countIn,
  counterRef,
  decide,
  RateLimitedError,
  windowAt,
  type RateLimitDoc,
  type RuleName,
} from './gateCounters';
import {
  addressKeyOf,
  allSpacesKeyOf,
  clientKeyOf,
  seenIdOf,
  senderKeyOf,
  slowModeTokenKeyOf,
} from './gateKeys';
import { countLookup, countNoticeMail } from './gateLookups';
import { ENFORCE_APP_CHECK, SENDER_KEY_SECRET } from './params';
import {
  DAY_MS,
  LONGEST_SLOW_MODE_MS,
  REGULAR_MEMORY_MS,
  SLOW_MODE_TOKEN_MEMORY_MS,
  slowModeLastSend,
  slowModeWait,
} from './slowMode';
import type { Visitor } from './visitor';

export * from './fairWindow';
export * from './gateCounters';
export {
  addressKeyOf,
  allSpacesKeyOf,
  clientKeyOf,
  CLIENT_KEY_LENGTH,
  senderKeyOf,
  slowModeTokenKeyOf,
} from './gateKeys';
export { forgetRegulars, slowModeLastSend, slowModeWait } from './slowMode';

/** The checks that need no data: App Check when enforced, then the honeypot. */
export function screen(
  visitor: Pick<Visitor, 'appVerified'>,
  honeypot: string | undefined,
  enforceAppCheck: boolean,
): void {
  if (enforceAppCheck && !visitor.appVerified)
    throw new DomainError('app-check-failed', 'the call carried no valid App Check token');
  if (honeypot !== undefined && honeypot !== '')
    throw new DomainError('spam-suspected', 'the honeypot field was filled in');
}

/** What the gate reads of the space: its moderation as stored (absent: the defaults). */
export interface ModeratedSpace {
  moderation?: { raidSince: Date | null; slowModeMinutes: number };
}

/** What a visitor write needs from the gate. */
export interface AdmitRequest<S extends ModeratedSpace> {
  spaceId: string;
  /** The space document as the feature reads it; the gate reads it once for both. */
  space: DocumentReference<S>;
  /** The honeypot field as sent (`website` in the send contracts). */
  honeypot: string | undefined;
  /**
   * A report, which goes to the operator, not the owner (decision 070): the client's own limits
   * count it like any send, but the owner's slow mode, the space's window and the first-seen
   * clients' (and raid mode, which they start) are the owner's and neither hold nor refuse it,
   * nor does a report make its client a regular of the space.
   */
  forOperator?: boolean;
}

/** An admitted write: its sender's keys, the space, and the writes to make with the caller's. */
export interface Admission<S> {
  /** The sender's key in this space (`senderKeyOf`): what blocks match. */
  readonly senderKey: string;
  /** The client address's key in this space (`addressKeyOf`): the blocks' one-day backup. */
  readonly addressKey: string;
  /** The space as read in the transaction (undefined when it is gone). */
  readonly space: S | undefined;
  /** The write is to be stored held for review (raid mode, or the space's window is full). */
  readonly held: boolean;
  /** No send of this client was delivered in the space before: raid mode holds it. */
  readonly firstSeen: boolean;
  /** Counts this write; call it in the same transaction, after every read. */
  record(): void;
}

export interface GateConfig {
  enforceAppCheck: boolean;
  secret: string;
  now?: () => Date;
  /** Picks the per-space shard, 0 … shards-1 (injected so that tests are deterministic). */
  pickShard?: (shards: number) => number;
}

interface Rule {
  scope: RuleName;
  id: string;
  limit: number;
  windowSeconds: number;
  /** Absent on the counter across every space. */
  spaceId?: string;
}

export class AbuseGate {
  constructor(private readonly config: GateConfig) {}

  /** The gate as deployed: its configuration from the functions' params. */
  static fromParams(): AbuseGate {
    return new AbuseGate({
      enforceAppCheck: ENFORCE_APP_CHECK.value(),
      secret: SENDER_KEY_SECRET.value(),
    });
  }

  /** App Check (when enforced) and the honeypot: the checks that read nothing. */
  screen(visitor: Pick<Visitor, 'appVerified'>, honeypot: string | undefined): void {
    screen(visitor, honeypot, this.config.enforceAppCheck);
  }

  /**
   * Screens, reads the counters and the space in `tx`, and refuses by throwing (the client's own
   * limits, slow mode); otherwise says whether the write is held. Writes nothing yet.
   */
  async admit<S extends ModeratedSpace>(
    tx: Transaction,
    visitor: Visitor,
    request: AdmitRequest<S>,
  ): Promise<Admission<S>> {
    screen(visitor, request.honeypot, this.config.enforceAppCheck);
    const { secret } = this.config;
    const { spaceId } = request;
    const now = this.config.now?.() ?? new Date();
    const nowMs = now.getTime();
    const clientKey = clientKeyOf(secret, spaceId, visitor.clientAddress);
    const { clientPerMinute, clientPerDay, clientPerHourAllSpaces, spacePerMinute } = RATE_LIMITS;
    const { firstSeenPerMinute } = RATE_LIMITS;
    const hour = windowAt(nowMs, clientPerHourAllSpaces.windowSeconds);
    const allSpacesKey = allSpacesKeyOf(secret, visitor.clientAddress, hour.start);
    const shard = (this.config.pickShard ?? randomInt)(spacePerMinute.shards);
    const oneShard = shardLimit(spacePerMinute.limit, spacePerMinute.shards);
    const rules: Rule[] = [
      { scope: 'client-minute', id: `client-minute_${clientKey}`, spaceId, ...clientPerMinute },
      { scope: 'client-day', id: `client-day_${clientKey}`, spaceId, ...clientPerDay },
      { scope: 'client-hour', id: `client-hour_${allSpacesKey}`, ...clientPerHourAllSpaces },
      {
        scope: 'space-minute',
        id: `space-minute_${spaceId}_${shard}`,
        spaceId,
        windowSeconds: spacePerMinute.windowSeconds,
        limit: oneShard,
      },
      {
        scope: 'space-first-seen',
        id: `space-first-seen_${spaceId}_${shard}`,
        spaceId,
        windowSeconds: firstSeenPerMinute.windowSeconds,
        limit: shardLimit(firstSeenPerMinute.limit, spacePerMinute.shards),
      },
    ];
    const senderKey = senderKeyOf(secret, spaceId, visitor.senderToken);
    const addressKey = addressKeyOf(secret, spaceId, visitor.clientAddress);
    // What says the client is a regular: its address's mark, and its browser's when the browser
    // kept a token from an earlier send (a token minted by this request has no mark to read).
    const seen = [addressKey, ...(visitor.senderToken === undefined ? [] : [senderKey])].map(
      (key) => counterRef(seenIdOf(key)),
    );
    const seenRead = visitor.senderTokenMinted ? seen.slice(0, 1) : seen;
    const refs = rules.map((rule) => counterRef(rule.id));
    // The counters, the marks and the space in one round trip; the feature gets the space here.
    const [snapshots, spaceSnapshot] = await Promise.all([
      tx.getAll(...refs, ...seenRead),
      tx.get(request.space),
    ]);
    const counted = rules.map((rule, i) => {
      const window = windowAt(nowMs, rule.windowSeconds);
      const count = countIn(snapshots[i]?.data(), window, nowMs);
      return { ...rule, ref: refs[i]!, window, count };
    });
    const [minute, day, allSpaces, spaceWindow, firstSeenWindow] = counted as [
      (typeof counted)[number],
      (typeof counted)[number],
      (typeof counted)[number],
      (typeof counted)[number],
      (typeof counted)[number],
    ];
    const marks = snapshots.slice(rules.length).map((snapshot) => snapshot.data());
    const firstSeen = !marks.some((mark) => mark && mark.expiresAt.toMillis() > nowMs);
    // The client's own limits refuse: they stop only the one who sends too much.
    const refusal = decide([minute, day, allSpaces], nowMs);
    if (refusal) throw new RateLimitedError(refusal.retryAfterSeconds);

    const space = spaceSnapshot.data();
    const forOwner = request.forOperator !== true;
    const raidSince = space?.moderation?.raidSince ?? null;
    const slowModeMinutes = forOwner ? (space?.moderation?.slowModeMinutes ?? 0) : 0;
    const { senderToken } = visitor;
    const slowRefs =
      slowModeMinutes > 0
        ? {
            client: counterRef(`slow-mode_${clientKey}`),
            token:
              senderToken === undefined
                ? undefined
                : counterRef(`slow-mode_${slowModeTokenKeyOf(secret, spaceId, senderToken)}`),
          }
        : undefined;
    if (slowRefs) {
      // A token minted by this request cannot be remembered: its record is not even read.
      const remembered = slowRefs.token && !visitor.senderTokenMinted ? [slowRefs.token] : [];
      const [client, token] = await tx.getAll(slowRefs.client, ...remembered);
      const lastOf = (snapshot: typeof client) => {
        const last = snapshot?.data();
        return last && last.expiresAt.toMillis() > nowMs ? last.windowStart.toMillis() : undefined;
      };
      const lastMs = slowModeLastSend({ client: lastOf(client), token: lastOf(token) });
      const wait = slowModeWait(slowModeMinutes, lastMs, nowMs);
      if (wait !== undefined) throw new RateLimitedError(wait);
    }

    const placement = forOwner
      ? place({
          inRaid: raidSince !== null,
          shard: {
            count: spaceWindow.count,
            limit: oneShard,
            shared: sharedLimit(oneShard, spacePerMinute.firstSeenShare),
          },
          firstSeen,
          firstOfMinute: minute.count === 0,
          firstSeenShard: { count: firstSeenWindow.count, limit: firstSeenWindow.limit },
        })
      : { held: false, counted: false, countedFirstSeen: false, entersRaid: false };
    return {
      senderKey,
      addressKey,
      space,
      held: placement.held,
      firstSeen,
      record: () => {
        const written = [
          minute,
          day,
          allSpaces,
          ...(placement.counted ? [spaceWindow] : []),
          ...(placement.countedFirstSeen ? [firstSeenWindow] : []),
        ];
        for (const rule of written) {
          tx.set(rule.ref, {
            scope: rule.scope,
            ...(rule.spaceId !== undefined && { spaceId: rule.spaceId }),
            windowStart: Timestamp.fromMillis(rule.window.start),
            count: rule.count + 1,
            expiresAt: Timestamp.fromMillis(rule.window.end),
          });
        }
        // A report reaches no owner: it makes nobody a regular of the space (decision 070).
        if (forOwner && !placement.held) {
          // A delivered send makes its client a regular, remembered by address and browser; a
          // mark is renewed at most once a day, and keeps the time of the client's first send.
          seen.forEach((ref, i) => {
            const mark = marks[i];
            const fresh = mark && mark.expiresAt.toMillis() > nowMs;
            if (fresh && mark.expiresAt.toMillis() - REGULAR_MEMORY_MS + DAY_MS > nowMs) return;
            tx.set(ref, {
              scope: 'seen',
              spaceId,
              windowStart: fresh ? mark.windowStart : Timestamp.fromMillis(nowMs),
              count: 1,
              expiresAt: Timestamp.fromMillis(nowMs + REGULAR_MEMORY_MS),
            });
          });
        }
        if (slowRefs) {
          // Remembers this send by its address for as long as the longest slow mode could ask
          // about it, and by its token (a minted one too: the browser sends with it next) for
          // as long as the token counts as one the space knows.
          const remember = (ref: DocumentReference<RateLimitDoc>, forMs: number) =>
            tx.set(ref, {
              scope: 'slow-mode',
              spaceId,
              windowStart: Timestamp.fromMillis(nowMs),
              count: 1,
              expiresAt: Timestamp.fromMillis(nowMs + forMs),
            });
          remember(slowRefs.client, LONGEST_SLOW_MODE_MS);
          if (slowRefs.token) remember(slowRefs.token, SLOW_MODE_TOKEN_MEMORY_MS);
        }
        if (placement.entersRaid) {
          // Once: every later send reads raidSince, and a first-seen client's is held.
          tx.set(
            request.space.withConverter(null),
            { moderation: { raidSince: now, slowModeMinutes } },
            { merge: true },
          );
        }
      },
    };
  }

  /**
   * Counts one lookup by a capability's token — a receipt page, the letters a browser lists, the
   * forms that name a token — in the client's minute in the space at `slug` and hour across every
   * space (gateLookups.ts).
   */
  async countLookup(visitor: Pick<Visitor, 'clientAddress'>, slug: string): Promise<void> {
    await countLookup(this.config, visitor, slug);
  }

  /** Counts one confirmation mail to `address` (canonical) in its day (gateLookups.ts). */
  async countNoticeMail(address: string): Promise<void> {
    await countNoticeMail(this.config, address);
  }
}
