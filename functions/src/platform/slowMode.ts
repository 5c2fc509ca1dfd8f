// Slow mode and the memory of regulars (decision 066): how long a space waits between one sender's
// sends, whom it counts them by, and how long it remembers a sender token and a regular. The
// regulars' marks are forgotten here when raid mode starts.
import { SLOW_MODE_MINUTES } from '@spaces/contracts';
import { db } from './firestore';
import { counterRef } from './gateCounters';
import { seenIdOf } from './gateKeys';

/** The longest slow mode: how long a slow-mode counter must outlive the send it remembers. */
export const LONGEST_SLOW_MODE_MS = Math.max(...SLOW_MODE_MINUTES) * 60_000;

export const DAY_MS = 86_400_000;

/** How long a space remembers a regular since its last delivered send. */
export const REGULAR_MEMORY_MS = 90 * DAY_MS;

/**
 * How long slow mode remembers a sender token's last send: while it does, the token is one the
 * space knows, and slow mode counts its sends by it rather than by their address (a day, so that
 * a fan behind a shared address is counted by their own browser all through a live stream).
 */
export const SLOW_MODE_TOKEN_MEMORY_MS = Math.max(LONGEST_SLOW_MODE_MS, DAY_MS);

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
