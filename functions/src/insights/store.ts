// Firestore glue of insights. A hit is one or two writes and never a read: the visitor's first
// sight of the day is a `create()` that fails when it was seen before, and the counts go to one of
// SHARDS documents of the day picked at random, so a burst into one space spreads over them. The
// roll-up recomputes a day from its shards and the messages of that day, and overwrites the day's
// document, so delivering it twice changes nothing. Paths under `spaces/{spaceId}`:
// `insightShards/{date}_{n}` (and `{date}_r{n}` for referrers), `insightVisitors/{date}_{hash}`,
// `insightDays/{date}`.
import {
  boardPage,
  japanDatesEnding,
  japanDayStart,
  LETTER_PAGE,
  TOP_PAGE,
  type InsightDay,
  type InsightPeriod,
  type Insights,
} from '@spaces/contracts';
import { FieldPath, FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { randomInt } from 'node:crypto';
import type { OwnerCredential } from '../platform/credential';
import { NotFoundError } from '../platform/errors';
import { collections, converter, db, deleteAll } from '../platform/firestore';
import type { Space } from '../spaces/space';

/** The path whose deletion removes a space's insights (deleteSpaceInsights). */

/** Counter shards per space per day: about 16 × 500 sustained writes a second into one space. */
const SHARDS = 16;

/** Shards and first-sight markers outlive their day by this much (a TTL policy deletes them). */
const SHARD_LIFETIME_DAYS = 8;
const VISITOR_LIFETIME_DAYS = 2;

/** Referring sites kept per day: the long tail is noise, and bounds a day's document. */
const REFERRERS_PER_DAY = 50;

/** Referring sites the owner is shown. */
const TOP_REFERRERS = 10;

const DAY_MS = 86_400_000;

/** What one shard, and so one day, counts. */
interface Counts {
  views: number;
  visitors: number;
  phoneViews: number;
  letterViews: number;
  /** By board id. */
  boardViews: Record<string, number>;
  /** By link id (buttons, SNS icons, cards). */
  clicks: Record<string, number>;
  /** By host name. */
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

const dayConverter = converter<StoredInsightDay & DocumentData>();

const shards = collections.insightShards;
const dayDocs = (spaceId: string) => collections.insightDays(spaceId).withConverter(dayConverter);

const expiry = (date: string, days: number) =>
  Timestamp.fromMillis(japanDayStart(date).getTime() + days * DAY_MS);

/** gRPC ALREADY_EXISTS: the create of a first sight found it was not the first. */
const GRPC_ALREADY_EXISTS = 6;

/** A view of one of a space's pages, as the hit handler decided it counts. */
export interface View {
  spaceId: string;
  date: string;
  /** A page key: TOP_PAGE, LETTER_PAGE or boardPage(id). */
  page: string;
  visitor: string;
  phone: boolean;
}

/** Counts a view: a first sight (one create) when the visitor is new today, then one increment. */
export async function recordView(view: View): Promise<void> {
  const firstSight = await collections
    .insightVisitors(view.spaceId)
    .doc(`${view.date}_${view.visitor}`)
    .create({ expiresAt: expiry(view.date, VISITOR_LIFETIME_DAYS) })
    .then(
      () => true,
      (error: unknown) => {
        if ((error as { code?: unknown }).code === GRPC_ALREADY_EXISTS) return false;
        throw error;
      },
    );
  const one = FieldValue.increment(1);
  const counts: DocumentData = {};
  if (view.page === TOP_PAGE) {
    counts.views = one;
    if (view.phone) counts.phoneViews = one;
  } else if (view.page === LETTER_PAGE) {
    counts.letterViews = one;
  } else {
    counts.boardViews = { [view.page.slice(boardPage('').length)]: one };
  }
  if (firstSight) counts.visitors = one;
  await increment(view.spaceId, view.date, `${randomInt(SHARDS)}`, counts);
}

export async function recordClick(spaceId: string, date: string, linkId: string): Promise<void> {
  await increment(spaceId, date, `${randomInt(SHARDS)}`, {
    clicks: { [linkId]: FieldValue.increment(1) },
  });
}

/**
 * Referrers go to shards of their own: their keys come from the request, so however many a
 * forger invents, they can fill only those documents, never the view counts.
 */
export async function recordReferrer(spaceId: string, date: string, host: string): Promise<void> {
  await increment(spaceId, date, `r${randomInt(SHARDS)}`, {
    referrers: { [host]: FieldValue.increment(1) },
  });
}

async function increment(spaceId: string, date: string, shard: string, counts: DocumentData) {
  // A merge of nested objects: map keys are taken as they are, dots included.
  await shards(spaceId)
    .doc(`${date}_${shard}`)
    .set({ date, expiresAt: expiry(date, SHARD_LIFETIME_DAYS), ...counts }, { merge: true });
}

const number = (value: unknown): number => (typeof value === 'number' ? value : 0);

function addTo(into: Record<string, number>, from: unknown): void {
  if (typeof from !== 'object' || from === null) return;
  for (const [key, value] of Object.entries(from)) into[key] = (into[key] ?? 0) + number(value);
}

const emptyCounts = (): Counts => ({
  views: 0,
  visitors: 0,
  phoneViews: 0,
  letterViews: 0,
  boardViews: {},
  clicks: {},
  referrers: {},
});

function top(counts: Record<string, number>, limit: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(counts)
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, limit),
  );
}

/** A day of a space recomputed from its shards and the messages and posts received that day. */
export async function computeDay(spaceId: string, date: string): Promise<StoredInsightDay> {
  const start = japanDayStart(date);
  const end = new Date(start.getTime() + DAY_MS);
  const received = (query: FirebaseFirestore.Query) =>
    query
      .where('createdAt', '>=', start)
      .where('createdAt', '<', end)
      .count()
      .get()
      .then((snapshot) => snapshot.data().count);
  const messages = collections.messages(spaceId);
  const [shardDocs, letters, fanMessages, boards] = await Promise.all([
    shards(spaceId).where('date', '==', date).get(),
    received(messages.where('kind', '==', 'letter')),
    received(messages.where('kind', '==', 'fanMessage')),
    collections.boards(spaceId).select().get(),
  ]);
  const posts = await Promise.all(
    boards.docs.map((board) => received(collections.posts(spaceId, board.id))),
  );
  const counts = emptyCounts();
  for (const shard of shardDocs.docs) {
    const data = shard.data();
    counts.views += number(data.views);
    counts.visitors += number(data.visitors);
    counts.phoneViews += number(data.phoneViews);
    counts.letterViews += number(data.letterViews);
    addTo(counts.boardViews, data.boardViews);
    addTo(counts.clicks, data.clicks);
    addTo(counts.referrers, data.referrers);
  }
  return {
    date,
    ...counts,
    referrers: top(counts.referrers, REFERRERS_PER_DAY),
    letters,
    fanMessages,
    boardPosts: posts.reduce((a, b) => a + b, 0),
    rolledUpAt: new Date(),
  };
}

/** Recomputes and overwrites a day's document: delivering the same roll-up twice is harmless. */
export async function rollUpDay(spaceId: string, date: string): Promise<StoredInsightDay> {
  const day = await computeDay(spaceId, date);
  await dayDocs(spaceId).doc(date).set(day);
  return day;
}

/** The spaces with hits on the given dates: what an hourly roll-up has to recompute. */
export async function spacesWithHits(dates: readonly string[]): Promise<[string, string][]> {
  const snapshot = await collections
    .everyInsightShard()
    .where('date', 'in', dates)
    .select('date')
    .get();
  const pairs = new Map<string, [string, string]>();
  for (const shard of snapshot.docs) {
    const spaceId = shard.ref.parent.parent?.id;
    const date = shard.get('date') as unknown;
    if (spaceId && typeof date === 'string') pairs.set(`${spaceId}/${date}`, [spaceId, date]);
  }
  return [...pairs.values()];
}

/** Days recomputed live when read: today's and yesterday's roll-up may be up to an hour old. */
const LIVE_DAYS = 2;

/** What `getInsights` answers: stored days, the last two live, labelled by today's links. */
export async function insightsOf(
  owner: OwnerCredential,
  days: InsightPeriod,
  now: Date,
): Promise<Insights> {
  const dates = japanDatesEnding(now, days);
  const live = dates.slice(-LIVE_DAYS);
  const [space, stored, ...fresh] = await Promise.all([
    collections.spaces().doc(owner.spaceId).get(),
    dayDocs(owner.spaceId).where(FieldPath.documentId(), '>=', dates[0]!).get(),
    ...live.map((date) => computeDay(owner.spaceId, date)),
  ]);
  const spaceData = space.data() as Space | undefined;
  if (!spaceData) throw new NotFoundError();
  owner.assertOwns(spaceData);
  const byDate = new Map<string, StoredInsightDay>();
  for (const doc of stored.docs) byDate.set(doc.id, doc.data());
  for (const day of fresh) byDate.set(day.date, day);
  return summarize(spaceData, dates, byDate);
}

/** The period's answer from its days: sums, rankings and the phone share. */
export function summarize(
  space: Pick<Space, 'buttons' | 'sns' | 'cards' | 'boardIndex'>,
  dates: readonly string[],
  byDate: ReadonlyMap<string, Partial<StoredInsightDay>>,
): Insights {
  const total = emptyCounts();
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
    return {
      date,
      views: number(day.views),
      visitors: number(day.visitors),
      clicks: sum(day.clicks),
      letterViews: number(day.letterViews),
      boardViews: sum(day.boardViews),
      letters: number(day.letters),
      fanMessages: number(day.fanMessages),
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
  const referrers = Object.entries(top(total.referrers, TOP_REFERRERS)).map(([host, views]) => ({
    host,
    views,
  }));
  return {
    days,
    links,
    boards,
    referrers,
    phoneShare: total.views === 0 ? 0 : total.phoneViews / total.views,
  };
}

/** Writes days as they are (the demo seed's history); overwrites, so seeding twice is harmless. */
export async function restoreInsightDays(
  spaceId: string,
  days: readonly Omit<StoredInsightDay, 'rolledUpAt'>[],
): Promise<void> {
  const batch = db().batch();
  for (const day of days) {
    batch.set(dayDocs(spaceId).doc(day.date), { ...day, rolledUpAt: new Date() });
  }
  await batch.commit();
}

/** Writes one shard of a day as it is (the demo seed's today and yesterday, read live). */
export async function restoreInsightShard(
  spaceId: string,
  date: string,
  counts: Partial<Counts>,
): Promise<void> {
  await shards(spaceId)
    .doc(`${date}_0`)
    .set({ date, expiresAt: expiry(date, SHARD_LIFETIME_DAYS), ...counts });
}

/**
 * Removes a deleted space's insights: shards, first sights and days. Idempotent: a repeated
 * delivery finds less, or nothing, to delete.
 */
export async function deleteSpaceInsights(spaceId: string): Promise<number> {
  const counts = await Promise.all(
    [collections.insightShards, collections.insightVisitors, collections.insightDays].map((of) =>
      deleteAll(of(spaceId)),
    ),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}
