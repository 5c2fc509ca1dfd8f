// What the abuse gate counts outside a write (decision 068): lookups by a capability's token, per
// client in a space a minute and across spaces an hour, and confirmation mails per address a day,
// each in its own small transaction.
import { RATE_LIMITS } from '@spaces/contracts';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { GateConfig } from './abuseGate';
import { db } from './firestore';
import {
  countIn,
  counterRef,
  decide,
  RateLimitedError,
  windowAt,
  type RateLimitDoc,
  type RuleName,
  type Window,
} from './gateCounters';
import { keyOf, lookupKeyOf } from './gateKeys';
import type { Visitor } from './visitor';

/**
 * Counts one lookup by a capability's token — a receipt page, the letters a browser lists, the
 * forms that name a token — against the client's lookups in this minute in the space at `slug`
 * and in this hour across every space, and refuses past either as a send past its own limit is
 * refused (decision 068). Its own small transaction: a lookup writes nothing else.
 */
export async function countLookup(
  config: GateConfig,
  visitor: Pick<Visitor, 'clientAddress'>,
  slug: string,
): Promise<void> {
  const nowMs = (config.now?.() ?? new Date()).getTime();
  const { clientLookupsPerMinute: minute, clientLookupsPerHour: hour } = RATE_LIMITS;
  const rules = [
    { ...minute, space: slug },
    { ...hour, space: '' },
  ].map((rule) => {
    const window = windowAt(nowMs, rule.windowSeconds);
    const key = lookupKeyOf(config.secret, visitor.clientAddress, window.start, rule.space);
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
export async function countNoticeMail(config: GateConfig, address: string): Promise<void> {
  const nowMs = (config.now?.() ?? new Date()).getTime();
  const { limit, windowSeconds } = RATE_LIMITS.noticeMailsPerAddress;
  const window = windowAt(nowMs, windowSeconds);
  const key = keyOf(config.secret, ['notice', address.toLowerCase(), String(window.start)]);
  await countOne(counterRef(`notice-address_${key}`), 'notice-address', limit, window, nowMs);
}

/** One fixed-window counter, counted in its own transaction; refuses when it is full. */
async function countOne(
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
