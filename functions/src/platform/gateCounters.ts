// The abuse gate's fixed-window counters, `rateLimits/{id}`: a window, what a stored counter
// counts in it, the decision over several rules, and the refusal it throws.
import type { Timestamp } from 'firebase-admin/firestore';
import { type DocumentReference } from 'firebase-admin/firestore';
import { DomainError } from './errors';
import { collections } from './firestore';

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

export type RuleName =
  | 'client-minute'
  | 'client-day'
  | 'client-hour'
  | 'space-minute'
  | 'space-first-seen'
  | 'slow-mode'
  | 'seen'
  | 'client-lookup'
  | 'notice-address';

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

export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('rate-limited', `too many sends; retry in ${retryAfterSeconds} s`, { retryAfterSeconds });
  }
}

export function counterRef(id: string): DocumentReference<RateLimitDoc> {
  return collections.rateLimits().doc(id) as DocumentReference<RateLimitDoc>;
}
