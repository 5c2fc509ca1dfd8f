// Timed links: a button or card may carry a window (`showFrom`, `showUntil`, instants in UTC ISO
// 8601). The public page is rendered with the time of the request, so it shows an item only inside
// its window, and its cache must not outlive the next start or end (hosting's space-cache).
// Owners enter the times in Japan time, which has no daylight saving: a fixed +09:00.

export interface Scheduled {
  showFrom?: string;
  showUntil?: string;
}

/** Whether an item is shown at `now` (ms): from its start (inclusive) until its end (exclusive). */
export function isShownAt(item: Scheduled, now: number): boolean {
  if (item.showFrom !== undefined && now < Date.parse(item.showFrom)) return false;
  if (item.showUntil !== undefined && now >= Date.parse(item.showUntil)) return false;
  return true;
}

/** The first start or end after `now` (ms) among the items, when there is one. */
export function nextScheduleBoundary(items: readonly Scheduled[], now: number): number | undefined {
  let next: number | undefined;
  for (const item of items)
    for (const at of [item.showFrom, item.showUntil]) {
      if (at === undefined) continue;
      const time = Date.parse(at);
      if (time > now && (next === undefined || time < next)) next = time;
    }
  return next;
}

/** An instant with a zone (`Z` or `±hh:mm`), as requests carry it. */
export const SCHEDULE_INSTANT_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';

/** The stored form of a requested instant (UTC, milliseconds), or null when it is no date. */
export function normalizeInstant(value: string): string | null {
  if (!new RegExp(SCHEDULE_INSTANT_PATTERN).test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** A `datetime-local` value read as Japan time (`2026-12-24T19:00`) → UTC ISO, or null. */
export function fromJapanTime(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  return normalizeInstant(`${local}:00+09:00`);
}

/** A stored instant as a `datetime-local` value in Japan time. */
export function toJapanTime(iso: string): string {
  return new Date(Date.parse(iso) + JST_OFFSET_MS).toISOString().slice(0, 16);
}
