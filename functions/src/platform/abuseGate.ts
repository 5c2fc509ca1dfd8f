// The one abuse gate every visitor write passes (letters, fan messages, board posts): App Check
// when enforced, the honeypot, and rate limits per client and per space, kept as transactional
// fixed-window counters in `rateLimits/{id}`. It is a step inside the caller's transaction:
// `admit` reads its counters (before the caller's own reads end) and refuses by throwing, and the
// caller calls `record()` with its own writes, so a refused write leaves nothing behind.
// docs/decisions/017-abuse-gate.md gives the reasons.
import { RATE_LIMITS } from '@spaces/contracts';
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
  /** The space the counter belongs to, so that deleting a space or account can find it. */
  spaceId: string;
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

type RuleName = 'client-minute' | 'client-day' | 'space-minute';

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

export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('rate-limited', `too many sends; retry in ${retryAfterSeconds} s`, { retryAfterSeconds });
  }
}

/** What a visitor write needs from the gate. */
export interface AdmitRequest {
  spaceId: string;
  /** The honeypot field as sent (`website` in the send contracts). */
  honeypot: string | undefined;
}

/** An admitted write: its sender's keys, and the counter writes to make with the caller's own. */
export interface Admission {
  /** The sender's key in this space (`senderKeyOf`): what blocks match. */
  readonly senderKey: string;
  /** The client address's key in this space (`addressKeyOf`): the blocks' one-day backup. */
  readonly addressKey: string;
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

  /** Screens, reads the counters in `tx` and refuses by throwing; writes nothing yet. */
  async admit(tx: Transaction, visitor: Visitor, request: AdmitRequest): Promise<Admission> {
    screen(visitor, request.honeypot, this.config.enforceAppCheck);
    const nowMs = (this.config.now?.() ?? new Date()).getTime();
    const clientKey = clientKeyOf(this.config.secret, request.spaceId, visitor.clientAddress);
    const { clientPerMinute, clientPerDay, spacePerMinute } = RATE_LIMITS;
    const shard = (this.config.pickShard ?? randomInt)(spacePerMinute.shards);
    const rules = [
      { scope: 'client-minute', id: `client-minute_${clientKey}`, ...clientPerMinute },
      { scope: 'client-day', id: `client-day_${clientKey}`, ...clientPerDay },
      {
        scope: 'space-minute',
        id: `space-minute_${request.spaceId}_${shard}`,
        windowSeconds: spacePerMinute.windowSeconds,
        limit: shardLimit(spacePerMinute.limit, spacePerMinute.shards),
      },
    ] as const;
    const refs = rules.map((rule) => counterRef(rule.id));
    const snapshots = await tx.getAll(...refs);
    const counted = rules.map((rule, i) => {
      const window = windowAt(nowMs, rule.windowSeconds);
      const stored = snapshots[i]?.data();
      return { ...rule, window, count: countIn(stored, window, nowMs), limit: rule.limit };
    });
    const refusal = decide(counted, nowMs);
    if (refusal) throw new RateLimitedError(refusal.retryAfterSeconds);
    return {
      senderKey: senderKeyOf(this.config.secret, request.spaceId, visitor.senderToken),
      addressKey: addressKeyOf(this.config.secret, request.spaceId, visitor.clientAddress),
      record: () => {
        counted.forEach((rule, i) => {
          const doc: RateLimitDoc = {
            scope: rule.scope,
            spaceId: request.spaceId,
            windowStart: Timestamp.fromMillis(rule.window.start),
            count: rule.count + 1,
            expiresAt: Timestamp.fromMillis(rule.window.end),
          };
          tx.set(refs[i]!, doc);
        });
      },
    };
  }
}

function counterRef(id: string): DocumentReference<RateLimitDoc> {
  return collections.rateLimits().doc(id) as DocumentReference<RateLimitDoc>;
}
