// Uploads per account: fixed-window counters in `rateLimits/`, one per window kind, counted in
// the transaction that records an upload's start so that a repeated delivery never counts twice.
// Pure; store.ts reads and writes the counters.
import { UPLOAD_RATE_LIMITS } from '@spaces/contracts';

export type UploadWindowName = keyof typeof UPLOAD_RATE_LIMITS;
export type UploadScope = 'upload-hour' | 'upload-day';

export interface UploadWindow {
  name: UploadWindowName;
  scope: UploadScope;
  limit: number;
  start: number;
  end: number;
}

const SCOPES: Record<UploadWindowName, UploadScope> = {
  perHour: 'upload-hour',
  perDay: 'upload-day',
};

/** The current window of every upload limit at `nowMs`. */
export function uploadWindows(nowMs: number): UploadWindow[] {
  return (Object.keys(UPLOAD_RATE_LIMITS) as UploadWindowName[]).map((name) => {
    const { limit, windowSeconds } = UPLOAD_RATE_LIMITS[name];
    const length = windowSeconds * 1000;
    const start = Math.floor(nowMs / length) * length;
    return { name, scope: SCOPES[name], limit, start, end: start + length };
  });
}

export function counterId(window: UploadWindow, uid: string): string {
  return `${window.scope}_${uid}`;
}

/** What a stored counter counts in `window`: nothing when it is from an earlier one. */
export function uploadsIn(
  stored: { windowStart: { toMillis(): number }; count: number } | undefined,
  window: UploadWindow,
): number {
  return stored && stored.windowStart.toMillis() === window.start ? stored.count : 0;
}

/**
 * Whether one more upload fits every window, given each window's count: undefined when it does,
 * otherwise the seconds until the latest-ending full window is over (at least 1).
 */
export function uploadRetryAfter(
  windows: readonly { window: UploadWindow; count: number }[],
  nowMs: number,
): number | undefined {
  const full = windows.filter(({ window, count }) => count >= window.limit);
  if (full.length === 0) return undefined;
  const end = Math.max(...full.map(({ window }) => window.end));
  return Math.max(1, Math.ceil((end - nowMs) / 1000));
}
