// The one abuse gate every visitor write passes (letters, fan messages, board posts): App Check
// when enforced, the honeypot, rate limits per client (per space and across every space), slow
// mode, and the space's fair window, kept as transactional fixed-window counters in
// `rateLimits/{id}`. It is a step inside the caller's transaction: `admit` reads its counters and
// the space (before the caller's own reads end) and refuses by throwing, or says whether the write
// is held for review; the caller calls `record()` with its own writes, so a refused write leaves
// nothing behind. It also tells first-seen clients (none of whose sends was delivered in the space
// yet) from regulars, which raid mode needs. docs/decisions/017-abuse-gate.md,
// 044-fair-limits-and-raid-mode.md and 066-what-a-sender-cannot-mint.md give the reasons.
import { RATE_LIMITS, SLOW_MODE_MINUTES } from '@spaces/contracts';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { addressPrefixOf } from './addresses';
import { DomainError } from './errors';
import { collections, db } from './firestore';
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
 * The key slow mode remembers a sender token by, in one space: made apart from the stored sender
 * key, so that no message holds a counter's id. Slow mode remembers the client key too.
 */
export function slowModeTokenKeyOf(secret: string, spaceId: string, token: string): string {
  return keyOf(secret, [spaceId, 'slow', token]);
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

/**
 * The id a space remembers a regular by (a client with a send delivered there): its address key,
 * or its sender key when its browser keeps a token. Neither can be minted at will: a mark is
 * written only once a send was delivered, and the start of raid mode removes the marks of a
 * flood's first sends (sends/raid.ts). It is named by the keys a message stores because it says
 * nothing a message does not: that someone with that key had a send delivered, and since when.
 */
function seenIdOf(key: string): string {
  return `seen_${key}`;
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

type RuleName =
  | 'client-minute'
  | 'client-day'
  | 'client-hour'
  | 'space-minute'
  | 'space-first-seen'
  | 'slow-mode'
  | 'seen'
  | 'client-lookup'
  | 'notice-address';

/**
 * The key of a client's lookups by token in one window: an HMAC of the address prefix, the window's
 * start and, for the per-minute rule, the page's space (its slug, which every lookup names), like
 * the send counters' keys; the hourly rule's names no space. Nothing that outlives the window.
 */
function lookupKeyOf(
  secret: string,
  clientAddress: string | undefined,
  windowStart: number,
  space: string,
): string {
  return keyOf(secret, [
    'lookup',
    space,
    addressPrefixOf(clientAddress) ?? 'unknown',
    String(windowStart),
  ]);
}

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
 * The part of a shard any client may use; the rest (`firstSeenShare`, at least one) is kept for
 * first-seen clients, so that people writing for the first time still get through while regulars
 * have filled the window.
 */
export function sharedLimit(shard: number, firstSeenShare: number): number {
  return Math.max(0, shard - Math.max(1, Math.ceil(shard * firstSeenShare)));
}

/** What the space's window does to one admitted write (decisions 044 and 066). */
export interface Placement {
  /** Stored held for review, answered as accepted. */
  held: boolean;
  /** Counted in the space's window (only writes delivered within it are). */
  counted: boolean;
  /** Counted among the minute's first-seen clients (their first send of the minute). */
  countedFirstSeen: boolean;
  /** The space enters raid mode with this write. */
  entersRaid: boolean;
}

/** One write as the space's window sees it. */
export interface WindowView {
  inRaid: boolean;
  /** This shard's count in the minute, its limit, and the part anyone may use. */
  shard: { count: number; limit: number; shared: number };
  /** No send of this client was delivered in the space before (neither address nor token). */
  firstSeen: boolean;
  /** This client's first send of the minute in the space. */
  firstOfMinute: boolean;
  /** The first-seen clients this shard counted in the minute, and how many it takes. */
  firstSeenShard: { count: number; limit: number };
}

/**
 * Places one write in the space's window (decision 066). A first-seen client is held in raid mode;
 * more first-seen clients in a minute than any audience brings start raid mode, as a full window
 * does; a regular is never held for being in raid mode, only by the window itself, which counts
 * regulars in raid mode too (so that regulars made ahead of a flood cannot pour through it). Past
 * the shared part of the window a regular is held, a first-seen client may use the kept part.
 */
export function place(view: WindowView): Placement {
  const { inRaid, shard, firstSeen } = view;
  const countedFirstSeen = firstSeen && view.firstOfMinute && !inRaid;
  const held = (entersRaid = false) => ({
    held: true,
    counted: false,
    countedFirstSeen,
    entersRaid,
  });
  if (firstSeen && inRaid) return held();
  if (firstSeen && view.firstSeenShard.count >= view.firstSeenShard.limit) return held(!inRaid);
  if (shard.count >= shard.limit) return held(!inRaid);
  if (!firstSeen && shard.count >= shard.shared) return held();
  return { held: false, counted: true, countedFirstSeen, entersRaid: false };
}

/** The longest slow mode: how long a slow-mode counter must outlive the send it remembers. */
const LONGEST_SLOW_MODE_MS = Math.max(...SLOW_MODE_MINUTES) * 60_000;

const DAY_MS = 86_400_000;

/** How long a space remembers a regular since its last delivered send. */
const REGULAR_MEMORY_MS = 90 * DAY_MS;

/**
 * How long slow mode remembers a sender token's last send: while it does, the token is one the
 * space knows, and slow mode counts its sends by it rather than by their address (a day, so that
 * a fan behind a shared address is counted by their own browser all through a live stream).
 */
const SLOW_MODE_TOKEN_MEMORY_MS = Math.max(LONGEST_SLOW_MODE_MS, DAY_MS);

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

/**
 * The last send slow mode counts a send against (decision 066): its sender token's, when the
 * space remembers the token (it sent here before, within SLOW_MODE_TOKEN_MEMORY_MS); otherwise
 * its address's (the client key's). A token minted by this very request, or one put in a cookie by
 * a script, is not remembered, so it counts as no token: a new token per send, or no cookie at
 * all, still waits out the address's last send.
 */
export function slowModeLastSend(last: {
  client: number | undefined;
  token: number | undefined;
}): number | undefined {
  return last.token ?? last.client;
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
   * forms that name a token — against the client's lookups in this minute in the space at `slug`
   * and in this hour across every space, and refuses past either as a send past its own limit is
   * refused (decision 068). Its own small transaction: a lookup writes nothing else.
   */
  async countLookup(visitor: Pick<Visitor, 'clientAddress'>, slug: string): Promise<void> {
    const nowMs = (this.config.now?.() ?? new Date()).getTime();
    const { clientLookupsPerMinute: minute, clientLookupsPerHour: hour } = RATE_LIMITS;
    const rules = [
      { ...minute, space: slug },
      { ...hour, space: '' },
    ].map((rule) => {
      const window = windowAt(nowMs, rule.windowSeconds);
      const key = lookupKeyOf(this.config.secret, visitor.clientAddress, window.start, rule.space);
      return { ref: counterRef(`client-lookup_${key}`), limit: rule.limit, window };
    });
    await db().runTransaction(
      async (tx) => {
        const snaps = await tx.getAll(...rules.map((rule) => rule.ref));
        const counted = rules.map((rule, i) => ({
          ...rule,
          count: countIn(snaps[i]?.data(), rule.window, nowMs),
        }));
        const refusal = decide(counted, nowMs);
        if (refusal) throw new RateLimitedError(refusal.retryAfterSeconds);
        for (const rule of counted)
          tx.set(rule.ref, {
            scope: 'client-lookup',
            windowStart: Timestamp.fromMillis(rule.window.start),
            count: rule.count + 1,
            expiresAt: Timestamp.fromMillis(rule.window.end),
          });
      },
      { maxAttempts: 10 },
    );
  }

  /**
   * Counts one confirmation mail to `address` (canonical) in its day, whoever asks for it, and
   * refuses past the limit: a reply notice's address is a stranger's until confirmed (decision
   * 068). The key is an HMAC of the address and the day, so no address is stored here.
   */
  async countNoticeMail(address: string): Promise<void> {
    const nowMs = (this.config.now?.() ?? new Date()).getTime();
    const { limit, windowSeconds } = RATE_LIMITS.noticeMailsPerAddress;
    const window = windowAt(nowMs, windowSeconds);
    const key = keyOf(this.config.secret, ['notice', address.toLowerCase(), String(window.start)]);
    await this.countIn(counterRef(`notice-address_${key}`), 'notice-address', limit, window, nowMs);
  }

  /** One fixed-window counter, counted in its own transaction; refuses when it is full. */
  private async countIn(
    ref: DocumentReference<RateLimitDoc>,
    scope: RuleName,
    limit: number,
    window: Window,
    nowMs: number,
  ): Promise<void> {
    await db().runTransaction(
      async (tx) => {
        const count = countIn((await tx.get(ref)).data(), window, nowMs);
        const refusal = decide([{ count, limit, window }], nowMs);
        if (refusal) throw new RateLimitedError(refusal.retryAfterSeconds);
        tx.set(ref, {
          scope,
          windowStart: Timestamp.fromMillis(window.start),
          count: count + 1,
          expiresAt: Timestamp.fromMillis(window.end),
        });
      },
      { maxAttempts: 10 },
    );
  }
}

/**
 * Forgets that the clients of `keys` (address and sender keys) had a send delivered in their space:
 * the start of raid mode does so for a flood's first senders, whose sends it holds (sends/raid.ts).
 */
export async function forgetRegulars(keys: readonly string[]): Promise<void> {
  for (let at = 0; at < keys.length; at += 400) {
    const batch = db().batch();
    for (const key of keys.slice(at, at + 400)) batch.delete(counterRef(seenIdOf(key)));
    await batch.commit();
  }
}

function counterRef(id: string): DocumentReference<RateLimitDoc> {
  return collections.rateLimits().doc(id) as DocumentReference<RateLimitDoc>;
}
