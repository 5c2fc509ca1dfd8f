// The time windows notifications batch by. Pure.

/** A burst of new items becomes one mail per window of this length (per account and kind). */
const WINDOW_SECONDS = 5 * 60;

/** The window's task runs this long after the window ends, so late triggers are counted too. */
export const GRACE_SECONDS = 30;

/**
 * Items older than this when their trigger runs are not news (imported or restored data, or a
 * trigger retried for too long): they go into the digest only.
 */
export const STALE_AFTER_MS = 60 * 60 * 1000;

/** The Tokyo morning hour of the daily digest; its window is the 24 hours before it. */
export const DIGEST_HOUR_TOKYO = 8;

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

export interface Window {
  start: Date;
  end: Date;
  /** The window's start as `YYYYMMDDTHHMM` (UTC): part of task and mail ids. */
  key: string;
}

const compact = (at: Date) => at.toISOString().slice(0, 16).replace(/[-:]/g, '');

/** The window an item created at `at` falls into. */
export function windowOf(at: Date): Window {
  const size = WINDOW_SECONDS * 1000;
  const start = new Date(Math.floor(at.getTime() / size) * size);
  return { start, end: new Date(start.getTime() + size), key: compact(start) };
}

/** Seconds from `now` until the window's task should run (never negative). */
export function delayUntilDue(window: Window, now: Date): number {
  const due = window.end.getTime() + GRACE_SECONDS * 1000;
  return Math.max(0, Math.ceil((due - now.getTime()) / 1000));
}

export interface DigestWindow {
  start: Date;
  end: Date;
  /** The digest's day in Tokyo (`YYYY-MM-DD`): one digest per account and day. */
  day: string;
}

/** The digest run at `end` covers the 24 hours before it; it is named after its Tokyo date. */
export function digestWindow(end: Date): DigestWindow {
  return {
    start: new Date(end.getTime() - 24 * 60 * 60 * 1000),
    end,
    day: new Date(end.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10),
  };
}
