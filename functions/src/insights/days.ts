// A day of insights as stored, and the pure arithmetic over days: sums, the kept and the top
// referring sites, and a period's answer. Part of the insights feature (store.ts reads and writes).
import { insightTotals, type InsightDay, type Insights } from '@spaces/contracts';
import type { Space } from '../spaces/space';
import { OTHER_REFERRER, REFERRER_HOSTS_PER_DAY } from './counting';

/** Referring sites the owner is shown. */
const TOP_REFERRERS = 10;

/** What one shard, and so one day, counts. */
export interface Counts {
  views: number;
  visitors: number;
  phoneViews: number;
  letterViews: number;
  /** By board id. */
  boardViews: Record<string, number>;
  /** By link id (buttons, SNS icons, cards). */
  clicks: Record<string, number>;
  /** By host name; OTHER_REFERRER for the sites beyond those kept. */
  referrers: Record<string, number>;
}

/** `insightDays/{date}`. */
export interface StoredInsightDay extends Counts {
  date: string;
  letters: number;
  fanMessages: number;
  boardPosts: number;
  rolledUpAt: Date;
}

export const number = (value: unknown): number => (typeof value === 'number' ? value : 0);

export function addTo(into: Record<string, number>, from: unknown): void {
  if (typeof from !== 'object' || from === null) return;
  for (const [key, value] of Object.entries(from)) into[key] = (into[key] ?? 0) + number(value);
}

export const emptyCounts = (): Counts => ({
  views: 0,
  visitors: 0,
  phoneViews: 0,
  letterViews: 0,
  boardViews: {},
  clicks: {},
  referrers: {},
});

/** The `limit` hosts with most views, and the views of all others, OTHER_REFERRER's included. */
function topReferrers(
  counts: Record<string, number>,
  limit: number,
): { top: [string, number][]; other: number } {
  const ranked = Object.entries(counts)
    .filter(([host]) => host !== OTHER_REFERRER)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const other = ranked.slice(limit).reduce((sum, [, views]) => sum + views, 0);
  return { top: ranked.slice(0, limit), other: other + (counts[OTHER_REFERRER] ?? 0) };
}

/** A day's referrers as stored: the kept hosts, the rest under OTHER_REFERRER. */
export function keptReferrers(counts: Record<string, number>): Record<string, number> {
  const { top, other } = topReferrers(counts, REFERRER_HOSTS_PER_DAY);
  return Object.fromEntries(other > 0 ? [...top, [OTHER_REFERRER, other]] : top);
}

/** The period's answer from its days: sums, rankings and the phone share. */
export function summarize(
  space: Pick<Space, 'buttons' | 'sns' | 'cards' | 'boardIndex'>,
  dates: readonly string[],
  byDate: ReadonlyMap<string, Partial<StoredInsightDay>>,
  now: Date,
): Insights {
  const total = emptyCounts();
  let updatedAt: Date | undefined;
  const days: InsightDay[] = dates.map((date) => {
    const day = byDate.get(date) ?? {};
    total.views += number(day.views);
    total.phoneViews += number(day.phoneViews);
    addTo(total.clicks, day.clicks);
    addTo(total.boardViews, day.boardViews);
    addTo(total.referrers, day.referrers);
    const sum = (counts: unknown) =>
      typeof counts === 'object' && counts !== null
        ? Object.values(counts).reduce((total: number, value) => total + number(value), 0)
        : 0;
    if (day.rolledUpAt && (!updatedAt || day.rolledUpAt > updatedAt)) updatedAt = day.rolledUpAt;
    const letters = number(day.letters);
    const fanMessages = number(day.fanMessages);
    return {
      date,
      views: number(day.views),
      visitors: number(day.visitors),
      clicks: sum(day.clicks),
      letterViews: number(day.letterViews),
      boardViews: sum(day.boardViews),
      letters,
      fanMessages,
      // From the same two counts, so the parts always add up to the whole.
      messages: letters + fanMessages,
      boardPosts: number(day.boardPosts),
    };
  });
  const links: Insights['links'] = [
    ...space.buttons.map((b) => ({ id: b.id, kind: 'button' as const, label: b.label })),
    ...space.sns.map((s) => ({ id: s.id, kind: 'sns' as const, label: s.service })),
    ...(space.cards ?? [])
      .filter((c) => c.url)
      .map((c) => ({ id: c.id, kind: 'card' as const, label: c.title })),
  ]
    .map((link) => ({ ...link, clicks: total.clicks[link.id] ?? 0 }))
    .sort((a, b) => b.clicks - a.clicks);
  const boards = (space.boardIndex ?? [])
    .map((b) => ({ id: b.boardId, title: b.title, views: total.boardViews[b.boardId] ?? 0 }))
    .sort((a, b) => b.views - a.views);
  const { top, other } = topReferrers(total.referrers, TOP_REFERRERS);
  return {
    days,
    totals: insightTotals(days),
    updatedAt: (updatedAt ?? now).toISOString(),
    links,
    boards,
    referrers: top.map(([host, views]) => ({ host, views })),
    otherReferrers: other,
    phoneShare: total.views === 0 ? 0 : total.phoneViews / total.views,
  };
}
