// The demo space's insights: 90 days of plausible figures, so that `npm start` shows the charts
// filled — a weekly rhythm (busier weekends), slow growth, a spike around a live show a month
// ago, most views from phones, and referrers from the usual social apps. Deterministic (a seeded
// generator), so two seeds show the same history. Days before yesterday are rolled-up documents;
// yesterday and today are one shard each, as hits would leave them, so live counting adds to them.
import { japanDatesEnding, type InsightPeriod } from '@spaces/contracts';
import {
  restoreInsightDays,
  restoreInsightShard,
  type StoredInsightDay,
} from '../functions/src/insights/store';
import type { Space } from '../functions/src/spaces/space';

const DAYS: InsightPeriod = 90;

/** mulberry32: a small seeded generator, plenty for demo noise. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REFERRERS = [
  ['x.com', 0.34],
  ['instagram.com', 0.22],
  ['youtube.com', 0.14],
  ['google.com', 0.1],
  ['line.me', 0.08],
  ['tiktok.com', 0.06],
  ['note.com', 0.03],
  // More sites than the owner is shown, each with a view or more a day: "other" has views.
  ['threads.net', 0.03],
  ['bsky.app', 0.025],
  ['ameblo.jp', 0.02],
  ['facebook.com', 0.02],
  ['pixiv.net', 0.02],
] as const;

type Day = Omit<StoredInsightDay, 'rolledUpAt'>;

export function demoInsights(
  now: Date,
  space: Pick<Space, 'buttons' | 'sns' | 'cards' | 'boardIndex'>,
): Day[] {
  const next = random(20261125);
  const links = [
    ...space.buttons.map((b, i) => [b.id, 1 / (i + 1.5)] as const),
    ...space.sns.map((s, i) => [s.id, 0.6 / (i + 2)] as const),
    ...(space.cards ?? []).filter((c) => c.url).map((c, i) => [c.id, 0.4 / (i + 2)] as const),
  ];
  const weight = links.reduce((sum, [, w]) => sum + w, 0);
  const boards = (space.boardIndex ?? []).map((b, i) => [b.boardId, 0.12 / (i + 1)] as const);
  return japanDatesEnding(now, DAYS).map((date, i) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.45 : 1;
    const growth = 0.7 + (0.6 * i) / DAYS;
    const spike = Math.abs(i - (DAYS - 31)) <= 1 ? 3.2 - Math.abs(i - (DAYS - 31)) : 1;
    const views = Math.round(140 * weekend * growth * spike * (0.85 + 0.3 * next()));
    const clicksTotal = Math.round(views * (0.3 + 0.1 * next()));
    const share = (part: number) => Math.round(part * (0.8 + 0.4 * next()));
    return {
      date,
      views,
      visitors: Math.round(views * (0.66 + 0.08 * next())),
      phoneViews: Math.round(views * (0.74 + 0.08 * next())),
      letterViews: share(views * 0.07),
      boardViews: Object.fromEntries(boards.map(([id, w]) => [id, share(views * w)])),
      clicks: Object.fromEntries(links.map(([id, w]) => [id, share((clicksTotal * w) / weight)])),
      referrers: Object.fromEntries(REFERRERS.map(([host, w]) => [host, share(views * 0.55 * w)])),
      letters: Math.floor(next() * (spike > 1 ? 6 : 2.4)),
      fanMessages: Math.floor(next() * (spike > 1 ? 9 : 3.5)),
      boardPosts: Math.floor(next() * 1.8),
    };
  });
}

export async function seedInsights(
  spaceId: string,
  space: Pick<Space, 'buttons' | 'sns' | 'cards' | 'boardIndex'>,
): Promise<void> {
  const days = demoInsights(new Date(), space);
  const live = days.splice(-2);
  await restoreInsightDays(spaceId, days);
  // Message counts of the live days come from the demo's real messages, as the roll-up does.
  for (const day of live) {
    const { date, views, visitors, phoneViews, letterViews, boardViews, clicks, referrers } = day;
    const counts = { views, visitors, phoneViews, letterViews, boardViews, clicks, referrers };
    await restoreInsightShard(spaceId, date, counts);
  }
}
