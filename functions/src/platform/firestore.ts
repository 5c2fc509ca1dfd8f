// Firestore access every feature's store builds on: the database handle, the paths of the whole
// data model's collections (named in collectionNames.ts; docs/data-model.md describes every
// field), and a converter that revives dates. Only stores (and the platform's own bookkeeping)
// import this module.
import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { COLLECTIONS } from './collectionNames';

/**
 * Options of the transactions that change what many requests change at once (a space's messages,
 * boards and answers, their counters): retries are how concurrent changes stay exact, so allow a
 * few more than the SDK's five.
 */
export const TRANSACTION_OPTIONS = { maxAttempts: 20 } as const;

export function db(): Firestore {
  return getFirestore();
}

const space = (spaceId: string) => db().collection(COLLECTIONS.spaces).doc(spaceId);
const boardsOf = (spaceId: string) => space(spaceId).collection(COLLECTIONS.boards);

/**
 * Every collection of the data model, its path composed here and nowhere else. A store adds the
 * converter of what it keeps there (`.withConverter(converter<T>())`); docs/data-model.md gives
 * each one's owner and fields.
 */
export const collections = {
  users: () => db().collection(COLLECTIONS.users),
  spaces: () => db().collection(COLLECTIONS.spaces),
  slugs: () => db().collection(COLLECTIONS.slugs),
  publicSpaces: () => db().collection(COLLECTIONS.publicSpaces),
  publicBoards: () => db().collection(COLLECTIONS.publicBoards),
  rateLimits: () => db().collection(COLLECTIONS.rateLimits),
  receipts: () => db().collection(COLLECTIONS.receipts),
  replyNotices: () => db().collection(COLLECTIONS.replyNotices),
  imageUploads: () => db().collection(COLLECTIONS.imageUploads),
  boardImageGrants: () => db().collection(COLLECTIONS.boardImageGrants),
  mail: () => db().collection(COLLECTIONS.mail),
  reports: () => db().collection(COLLECTIONS.reports),
  reportTargets: () => db().collection(COLLECTIONS.reportTargets),
  notices: () => db().collection(COLLECTIONS.notices),
  decisionLog: () => db().collection(COLLECTIONS.decisionLog),
  messages: (spaceId: string) => space(spaceId).collection(COLLECTIONS.messages),
  messageCounters: (spaceId: string) => space(spaceId).collection(COLLECTIONS.messageCounters),
  blockedSenders: (spaceId: string) => space(spaceId).collection(COLLECTIONS.blockedSenders),
  stageQueue: (spaceId: string) => space(spaceId).collection(COLLECTIONS.stage).doc('queue'),
  boards: boardsOf,
  posts: (spaceId: string, boardId: string) =>
    boardsOf(spaceId).doc(boardId).collection(COLLECTIONS.posts),
  insightShards: (spaceId: string) => space(spaceId).collection(COLLECTIONS.insightShards),
  /** The shards of every space, for the hourly roll-up's search. */
  everyInsightShard: () => db().collectionGroup(COLLECTIONS.insightShards),
  insightVisitors: (spaceId: string) => space(spaceId).collection(COLLECTIONS.insightVisitors),
  insightDays: (spaceId: string) => space(spaceId).collection(COLLECTIONS.insightDays),
};

/** The space a public slug names (read in `tx` when given); undefined when no space claims it. */
export async function spaceIdOfSlug(slug: string, tx?: Transaction): Promise<string | undefined> {
  const ref = collections.slugs().doc(slug) as DocumentReference<{ spaceId: string }>;
  return (tx ? await tx.get(ref) : await ref.get()).data()?.spaceId;
}

/**
 * Firestore stores Dates as timestamps; reading gives Timestamps back, which we turn into Dates,
 * in nested maps too (`moderation.raidSince` on a space).
 */
function reviveDates(data: DocumentData): DocumentData {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, revived(value)]));
}

function revived(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return reviveDates(value);
  return value;
}

/** Documents are written only by this codebase, so reading trusts their shape. */
export function converter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => reviveDates(snapshot.data()) as T,
  };
}

/** Deletes a query's documents in pages, so that any amount fits within batch limits. */
export async function deleteAll(query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.limit(400).get();
    if (page.empty) return deleted;
    const batch = db().batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}
