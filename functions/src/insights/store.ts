// Firestore glue of insights. A visitor is a document per address prefix per space per day,
// `insightVisitors/{date}_{hash}`, holding how many of its hits of each kind counted: its first hit
// is a `create()` (no read), a further one a transaction on that document alone, so one address
// stays under VISITOR_DAILY_CAP and honest visitors never wait on each other. The counts go to one
// of SHARDS documents of the day picked at random, so a burst into one space spreads over them.
// Referring sites are listed by a day's list of at most REFERRER_HOSTS_PER_DAY hosts, each listed
// once REFERRER_MIN_VISITORS visitors came from it (`insightShards/{date}_hosts`, which also counts
// the visitors of sites not listed yet), read once per instance and host; others count as
// OTHER_REFERRER.
// The roll-up recomputes a day from its shards and the messages of that day, and overwrites the
// day's document, so delivering it twice changes nothing. Paths under `spaces/{spaceId}`:
// `insightShards/{date}_{n}` (and `{date}_r{n}` for referrers), `insightVisitors/{date}_{hash}`,
// `insightDays/{date}`.
import {
  boardPage,
  insightTotals,
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
import {
  OTHER_REFERRER,
  REFERRER_HOSTS_PER_DAY,
  referrerChoice,
  withinDailyCap,
  type CappedHit,
  type ReferrerChoice,
  type ReferrerList,
} from './counting';
import type { OwnerCredential } from '../platform/credential';
import { collections, converter, db, deleteAll } from '../platform/firestore';
import { ownedSpace } from '../platform/ownership';
import type { Space } from '../spaces/space';

/** The path whose deletion removes a space's insights (deleteSpaceInsights). */

/** Counter shards per space per day: about 16 × 500 sustained writes a second into one space. */
const SHARDS = 16;

/** Shards and first-sight markers outlive their day by this much (a TTL policy deletes them). */
const SHARD_LIFETIME_DAYS = 8;
const VISITOR_LIFETIME_DAYS = 2;

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

const number = (value: unknown): number => (typeof value === 'number' ? value : 0);

const alreadyExists = (error: unknown) =>
  (error as { code?: unknown }).code === GRPC_ALREADY_EXISTS;

/**
 * Takes one of a visitor's hits of a kind for the day: `counted` false when the visitor is at its
 * cap, `first` true when this is its first hit of the kind today (a new visitor, for views; the
 * site it vouches for, for referrers).
 */
async function takeHit(
  spaceId: string,
  date: string,
  visitor: string,
  kind: CappedHit,
): Promise<{ counted: boolean; first: boolean }> {
  const ref = collections.insightVisitors(spaceId).doc(`${date}_${visitor}`);
  const created = await ref
    .create({ expiresAt: expiry(date, VISITOR_LIFETIME_DAYS), [kind]: 1 })
    .then(
      () => true,
      (error: unknown) => {
        if (alreadyExists(error)) return false;
        throw error;
      },
    );
  if (created) return { counted: true, first: true };
  // Only this visitor's own hits contend for its document.
  return db().runTransaction(
    async (tx) => {
      const before = number((await tx.get(ref)).get(kind));
      if (!withinDailyCap(kind, before)) return { counted: false, first: false };
      tx.update(ref, { [kind]: before + 1 });
      return { counted: true, first: before === 0 };
    },
    { maxAttempts: 10 },
  );
}

/**
 * Counts a view: the visitor's hit taken (one create, or one transaction when seen before), then
 * one increment. False when the visitor is at its cap.
 */
export async function recordView(view: View): Promise<boolean> {
  const { counted, first } = await takeHit(view.spaceId, view.date, view.visitor, 'views');
  if (!counted) return false;
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
  if (first) counts.visitors = one;
  await increment(view.spaceId, view.date, `${randomInt(SHARDS)}`, counts);
  return true;
}

/** Counts a click unless the visitor is at its cap (then false). */
export async function recordClick(
  spaceId: string,
  date: string,
  visitor: string,
  linkId: string,
): Promise<boolean> {
  if (!(await takeHit(spaceId, date, visitor, 'clicks')).counted) return false;
  await increment(spaceId, date, `${randomInt(SHARDS)}`, {
    clicks: { [linkId]: FieldValue.increment(1) },
  });
  return true;
}

/** Each instance's copy of days' listed referring sites, by `{spaceId}/{date}`. Bounded. */
const listedHosts = new Map<string, { hosts: string[]; at: number }>();
const LISTED_HOSTS_LIMIT = 1_000;
/** How long an instance trusts a full list without reading it again. */
const FULL_LIST_TRUSTED_MS = 60_000;

function listOf(data: DocumentData | undefined): ReferrerList {
  const hosts = (data?.hosts ?? []) as unknown;
  const candidates = (data?.candidates ?? {}) as unknown;
  return {
    hosts: Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : [],
    candidates:
      typeof candidates === 'object' && candidates !== null
        ? Object.fromEntries(
            Object.entries(candidates).filter(([, n]) => typeof n === 'number') as [
              string,
              number,
            ][],
          )
        : {},
  };
}

/**
 * What a referred view counts under (`referrerChoice`). A listed site is decided from memory, and
 * so is a view that does not vouch or a full list, when the list was read in the last minute; a
 * view that vouches reads the list in a transaction that counts its visitor. So a burst from one
 * site reads the list once per instance once it is listed.
 */
async function referrerChoiceOf(
  spaceId: string,
  date: string,
  host: string,
  vouches: boolean,
): Promise<ReferrerChoice> {
  const cacheKey = `${spaceId}/${date}`;
  const cached = listedHosts.get(cacheKey);
  const fresh = cached !== undefined && Date.now() - cached.at < FULL_LIST_TRUSTED_MS;
  if (
    cached &&
    (cached.hosts.includes(host) ||
      (fresh && (!vouches || cached.hosts.length >= REFERRER_HOSTS_PER_DAY)))
  ) {
    return referrerChoice({ hosts: cached.hosts, candidates: {} }, host, false);
  }
  const ref = shards(spaceId).doc(`${date}_hosts`);
  const choice = await db().runTransaction(
    async (tx) => {
      const stored = listOf((await tx.get(ref)).data());
      const decided = referrerChoice(stored, host, vouches);
      if (decided.list) {
        tx.set(ref, { date, expiresAt: expiry(date, SHARD_LIFETIME_DAYS), ...decided.list });
      }
      return { ...decided, hosts: (decided.list ?? stored).hosts };
    },
    { maxAttempts: 10 },
  );
  if (listedHosts.size >= LISTED_HOSTS_LIMIT) listedHosts.clear();
  listedHosts.set(cacheKey, { hosts: choice.hosts, at: Date.now() });
  return choice;
}

/**
 * Counts a referred view unless the visitor is at its cap (then false). Referrers go to shards of
 * their own, under at most REFERRER_HOSTS_PER_DAY sites and OTHER_REFERRER: their keys come from
 * the request, so a site is named only once REFERRER_MIN_VISITORS visitors vouched for it, and a
 * forger can neither grow a document nor fill the owner's list with a few addresses. When a site
 * is listed, the views of the visitors who vouched for it before move from other to its name.
 */
export async function recordReferrer(
  spaceId: string,
  date: string,
  visitor: string,
  host: string,
): Promise<boolean> {
  const { counted, first } = await takeHit(spaceId, date, visitor, 'referrers');
  if (!counted) return false;
  const { key, moved } = await referrerChoiceOf(spaceId, date, host, first);
  const referrers: DocumentData = { [key]: FieldValue.increment(1 + moved) };
  if (moved > 0) referrers[OTHER_REFERRER] = FieldValue.increment(-moved);
  await increment(spaceId, date, `r${randomInt(SHARDS)}`, { referrers });
  return true;
}

async function increment(spaceId: string, date: string, shard: string, counts: DocumentData) {
  // A merge of nested objects: map keys are taken as they are, dots included.
  await shards(spaceId)
    .doc(`${date}_${shard}`)
    .set({ date, expiresAt: expiry(date, SHARD_LIFETIME_DAYS), ...counts }, { merge: true });
}

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
function keptReferrers(counts: Record<string, number>): Record<string, number> {
  const { top, other } = topReferrers(counts, REFERRER_HOSTS_PER_DAY);
  return Object.fromEntries(other > 0 ? [...top, [OTHER_REFERRER, other]] : top);
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
    referrers: keptReferrers(counts.referrers),
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
  const [spaceData, stored, ...fresh] = await Promise.all([
    ownedSpace<Space>(owner),
    dayDocs(owner.spaceId).where(FieldPath.documentId(), '>=', dates[0]!).get(),
    ...live.map((date) => computeDay(owner.spaceId, date)),
  ]);
  const byDate = new Map<string, StoredInsightDay>();
  for (const doc of stored.docs) byDate.set(doc.id, doc.data());
  for (const day of fresh) byDate.set(day.date, day);
  return summarize(spaceData, dates, byDate, now);
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
