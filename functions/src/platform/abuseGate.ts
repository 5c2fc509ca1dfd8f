// The one abuse gate every visitor write passes (letters, fan messages, board posts): App Check
// when enforced, the honeypot, rate limits per client (per space and across every space), slow
// mode, and the space's fair window, kept as transactional fixed-window counters in
// `rateLimits/{id}`. It is a step inside the caller's transaction: `admit` reads its counters and
// the space (before the caller's own reads end) and refuses by throwing, or says whether the write
// is held for review; the caller calls `record()` with its own writes, so a refused write leaves
// nothing behind. docs/decisions/017-abuse-gate.md and 044-fair-limits-and-raid-mode.md give the
// reasons.
import { RATE_LIMITS, SLOW_MODE_MINUTES } from '@spaces/contracts';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { addressPrefixOf } from './addresses';
import { DomainError } from './errors';
import { collections } from './firestore';
import { ENFORCE_APP_CHECK, SENDER_KEY_SECRET } from './params';
import type { Visitor } from './visitor';

/** Length of a client key: 22 base64url characters carry 132 bits of the HMAC. */
export const CLIENT_KEY_LENGTH = 22;

const keyOf = (secret: string, parts: readonly string[]): string =>
  createHmac('sha256', secret)
    // JSON keeps the parts apart whatever characters they hold.
    .update(JSON.stringify(parts))
    .digest('base64url')
    .slice(0, CLIENT_KEY_LENGTH);

/**
 * The opaque key of a client within one space, for rate limits: an HMAC under the server's secret
 * of the space and the client's address (an IPv6 client's /64). Stable for the same client in the
 * same space, unrelated across spaces, and no address can be recovered from it.
 */
export function clientKeyOf(
  secret: string,
  spaceId: string,
  clientAddress: string | undefined,
): string {
  return keyOf(secret, [spaceId, addressPrefixOf(clientAddress) ?? 'unknown']);
}

/**
 * The key of a client across every space, for the per-client hourly limit: an HMAC of the
 * client's address prefix and the hour's start, without any space. It is the id of one counter
 * that no message stores, and the hour in it makes the next hour's counter of the same client
 * unrelated to this one (decision 044).
 */
export function allSpacesKeyOf(
  secret: string,
  clientAddress: string | undefined,
  hourStart: number,
): string {
  return keyOf(secret, [
    'all-spaces',
    addressPrefixOf(clientAddress) ?? 'unknown',
    String(hourStart),
  ]);
}

/**
 * The key slow mode counts a sender by: the browser's sender token when it has one (apart from
 * the stored sender key, so that no message holds a counter's id), else the client key.
 */
export function slowModeKeyOf(
  secret: string,
  spaceId: string,
  clientAddress: string | undefined,
  token: string | undefined,
): string {
  return token === undefined
    ? clientKeyOf(secret, spaceId, clientAddress)
    : keyOf(secret, [spaceId, 'slow', token]);
}

/**
 * The key a stored message or post keeps of its sender, which blocks match: an HMAC of the space
 * and the browser's sender token. Without a token, random: nobody (the server included) can tie
 * two token-less sends together (decision 040).
 */
export function senderKeyOf(secret: string, spaceId: string, token: string | undefined): string {
  if (token === undefined) return randomBytes(16).toString('base64url').slice(0, CLIENT_KEY_LENGTH);
  return keyOf(secret, [spaceId, 'sender', token]);
}

/**
 * The key of the client's address kept beside the sender key, for the one-day address backup of a
 * block. Made apart from `clientKeyOf` so that a stored message never holds a rate-limit
 * counter's id.
 */
export function addressKeyOf(
  secret: string,
  spaceId: string,
  clientAddress: string | undefined,
): string {
  return keyOf(secret, [spaceId, 'address', addressPrefixOf(clientAddress) ?? 'unknown']);
}

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

/** A fixed window: [start, end) in milliseconds since the epoch. */
export interface Window {
  start: number;
  end: number;
}

export function windowAt(nowMs: number, windowSeconds: number): Window {
  const length = windowSeconds * 1000;
  const start = Math.floor(nowMs / length) * length;
  return { start, end: start + length };
}

/** Seconds until the window ends, rounded up, at least 1: when a refused send may succeed. */
export function secondsUntil(window: Window, nowMs: number): number {
  return Math.max(1, Math.ceil((window.end - nowMs) / 1000));
}

/** `rateLimits/{id}`: one counter of one rule for its current window. */
export interface RateLimitDoc {
  scope: RuleName;
  /**
   * The space the counter belongs to, so that deleting a space or account can find it. Absent on
   * the counter across every space, which must not say where its client wrote.
   */
  spaceId?: string;
  windowStart: Timestamp;
  count: number;
  /** The window's end: a TTL policy deletes the document some time after it. */
  expiresAt: Timestamp;
}

/**
 * What a stored counter counts in the current window. TTL deletes up to a day late, so a document
 * of an earlier window may still be there: it counts nothing.
 */
export function countIn(
  stored: Pick<RateLimitDoc, 'windowStart' | 'count' | 'expiresAt'> | undefined,
  window: Window,
  nowMs: number,
): number {
  if (!stored) return 0;
  if (stored.windowStart.toMillis() !== window.start || stored.expiresAt.toMillis() <= nowMs)
    return 0;
  return stored.count;
}

type RuleName = 'client-minute' | 'client-day' | 'client-hour' | 'space-minute' | 'slow-mode';

/** One rule as the decision sees it: what was counted, its bound, and its window. */
export interface Counted {
  count: number;
  limit: number;
  window: Window;
}

/**
 * Admits one more write when every rule has room; otherwise the seconds until the last full
 * window ends (waiting for an earlier one would only be refused again).
 */
export function decide(
  rules: readonly Counted[],
  nowMs: number,
): { retryAfterSeconds: number } | undefined {
  const full = rules.filter((rule) => rule.count >= rule.limit);
  if (full.length === 0) return undefined;
  return { retryAfterSeconds: Math.max(...full.map((rule) => secondsUntil(rule.window, nowMs))) };
}

/** The limit of one shard: the space's limit spread evenly, never below one. */
export function shardLimit(limit: number, shards: number): number {
  return Math.max(1, Math.floor(limit / shards));
}

/**
 * The part of a shard any client may use; the rest (`newClientShare`, at least one) is kept for
 * clients' first send of the day in the space, so that newcomers still get through while
 * returning clients have filled the window.
 */
export function sharedLimit(shard: number, newClientShare: number): number {
  return Math.max(0, shard - Math.max(1, Math.ceil(shard * newClientShare)));
}

/** What the space's window does to one admitted write (decision 044). */
export interface Placement {
  /** Stored held for review, answered as accepted. */
  held: boolean;
  /** Counted in the space's window (only writes delivered within it are). */
  counted: boolean;
  /** The window overflowed: the space enters raid mode with this write. */
  entersRaid: boolean;
}

/**
 * Places one write in the space's window. In raid mode every write is held and the window is left
 * alone (nothing contends on its shards during a flood). A full shard means the space receives far
 * more than any audience writes by hand: the write is held and the space enters raid mode. A
 * returning client past the shared part is held; a new client may use the kept part too.
 */
export function place(
  inRaid: boolean,
  shardCount: number,
  shard: { limit: number; shared: number },
  newClient: boolean,
): Placement {
  if (inRaid) return { held: true, counted: false, entersRaid: false };
  if (shardCount >= shard.limit) return { held: true, counted: false, entersRaid: true };
  if (!newClient && shardCount >= shard.shared)
    return { held: true, counted: false, entersRaid: false };
  return { held: false, counted: true, entersRaid: false };
}

/** The longest slow mode: how long a slow-mode counter must outlive the send it remembers. */
const LONGEST_SLOW_MODE_MS = Math.max(...SLOW_MODE_MINUTES) * 60_000;

/**
 * Slow mode: the seconds a sender who last wrote at `lastMs` must still wait (at least 1), or
 * undefined when they may write now (slow mode off, or never wrote, or long enough ago).
 */
export function slowModeWait(
  minutes: number,
  lastMs: number | undefined,
  nowMs: number,
): number | undefined {
  if (minutes <= 0 || lastMs === undefined) return undefined;
  const until = lastMs + minutes * 60_000;
  return until > nowMs ? Math.max(1, Math.ceil((until - nowMs) / 1000)) : undefined;
}

export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('rate-limited', `too many sends; retry in ${retryAfterSeconds} s`, { retryAfterSeconds });
  }
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
   * count it like any send, but the owner's slow mode and the space's window (and raid mode,
   * which the window starts) are the owner's and neither hold nor refuse it.
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
    ];
    const refs = rules.map((rule) => counterRef(rule.id));
    // The counters and the space in one round trip; the feature gets the space from here.
    const [snapshots, spaceSnapshot] = await Promise.all([
      tx.getAll(...refs),
      tx.get(request.space),
    ]);
    const counted = rules.map((rule, i) => {
      const window = windowAt(nowMs, rule.windowSeconds);
      const count = countIn(snapshots[i]?.data(), window, nowMs);
      return { ...rule, ref: refs[i]!, window, count };
    });
    const [minute, day, allSpaces, spaceWindow] = counted as [
      (typeof counted)[number],
      (typeof counted)[number],
      (typeof counted)[number],
      (typeof counted)[number],
    ];
    // The client's own limits refuse: they stop only the one who sends too much.
    const refusal = decide([minute, day, allSpaces], nowMs);
    if (refusal) throw new RateLimitedError(refusal.retryAfterSeconds);

    const space = spaceSnapshot.data();
    const forOwner = request.forOperator !== true;
    const raidSince = space?.moderation?.raidSince ?? null;
    const slowModeMinutes = forOwner ? (space?.moderation?.slowModeMinutes ?? 0) : 0;
    const slowRef =
      slowModeMinutes > 0
        ? counterRef(
            `slow-mode_${slowModeKeyOf(secret, spaceId, visitor.clientAddress, visitor.senderToken)}`,
          )
        : undefined;
    if (slowRef) {
      const last = (await tx.get(slowRef)).data();
      const lastMs =
        last && last.expiresAt.toMillis() > nowMs ? last.windowStart.toMillis() : undefined;
      const wait = slowModeWait(slowModeMinutes, lastMs, nowMs);
      if (wait !== undefined) throw new RateLimitedError(wait);
    }

    const placement = forOwner
      ? place(
          raidSince !== null,
          spaceWindow.count,
          { limit: oneShard, shared: sharedLimit(oneShard, spacePerMinute.newClientShare) },
          day.count === 0,
        )
      : { held: false, counted: false, entersRaid: false };
    return {
      senderKey: senderKeyOf(secret, spaceId, visitor.senderToken),
      addressKey: addressKeyOf(secret, spaceId, visitor.clientAddress),
      space,
      held: placement.held,
      record: () => {
        const written = placement.counted ? counted : [minute, day, allSpaces];
        for (const rule of written) {
          tx.set(rule.ref, {
            scope: rule.scope,
            ...(rule.spaceId !== undefined && { spaceId: rule.spaceId }),
            windowStart: Timestamp.fromMillis(rule.window.start),
            count: rule.count + 1,
            expiresAt: Timestamp.fromMillis(rule.window.end),
          });
        }
        if (slowRef) {
          // Remembers this send for as long as the longest slow mode could ask about it.
          tx.set(slowRef, {
            scope: 'slow-mode',
            spaceId,
            windowStart: Timestamp.fromMillis(nowMs),
            count: 1,
            expiresAt: Timestamp.fromMillis(nowMs + LONGEST_SLOW_MODE_MS),
          });
        }
        if (placement.entersRaid) {
          // Once: every later send reads raidSince and is held without counting.
          tx.set(
            request.space.withConverter(null),
            { moderation: { raidSince: now, slowModeMinutes } },
            { merge: true },
          );
        }
      },
    };
  }
}

function counterRef(id: string): DocumentReference<RateLimitDoc> {
  return collections.rateLimits().doc(id) as DocumentReference<RateLimitDoc>;
}
