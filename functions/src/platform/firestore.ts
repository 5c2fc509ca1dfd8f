// Firestore access every feature's store builds on: the database handle, the collection names and
// paths of the whole data model (docs/data-model.md describes every field), and a converter that
// revives dates. Only stores (and the platform's own bookkeeping) import this module.
import {
  BOARD_IMAGE_GRANTS_COLLECTION,
  PUBLIC_BOARDS_COLLECTION,
  PUBLIC_SPACES_COLLECTION,
  RECEIPTS_COLLECTION,
} from '@spaces/contracts';
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
import { DomainError } from './errors';

export const COLLECTIONS = {
  users: 'users',
  spaces: 'spaces',
  slugs: 'slugs',
  publicSpaces: PUBLIC_SPACES_COLLECTION,
  /** The abuse gate's rate-limit counters (expire through a TTL policy on `expiresAt`). */
  rateLimits: 'rateLimits',
  /** Senders' receipts, keyed by the SHA-256 (hex) of the receipt's token. */
  receipts: RECEIPTS_COLLECTION,
  /** Under `spaces/{spaceId}`: letters and fan messages, their counter shards, blocked senders. */
  messages: 'messages',
  messageCounters: 'messageCounters',
  blockedSenders: 'blockedSenders',
  /** Under `spaces/{spaceId}`: boards; under each board, its posts. */
  boards: 'boards',
  posts: 'posts',
  /** `{spaceSlug}:{boardSlug}`: a board page's one read, kept by the boards' triggers. */
  publicBoards: PUBLIC_BOARDS_COLLECTION,
  /** What the image pipeline made of each upload (`imageUploads/{uploadId}`). */
  imageUploads: 'imageUploads',
  /** A visitor's single-use permission to upload one image to a board (`{grantId}`). */
  boardImageGrants: BOARD_IMAGE_GRANTS_COLLECTION,
  /** Outgoing e-mail in the Trigger Email extension's shape; ids derive from the cause. */
  mail: 'mail',
  /**
   * Under `spaces/{spaceId}`: insights' counter shards, first sights of the day's visitors (both
   * expire through TTL policies on `expiresAt`), and one rolled-up document per day.
   */
  insightShards: 'insightShards',
  insightVisitors: 'insightVisitors',
  insightDays: 'insightDays',
  /**
   * Visitors' reports (decision 070), one document per report; the targets they name, grouped
   * with the snapshot of the page at the first report; the owners' notices; and the operator's
   * decision log, which alone outlives a deleted space or account (decision 071).
   */
  reports: 'reports',
  reportTargets: 'reportTargets',
  notices: 'notices',
  decisionLog: 'decisionLog',
} as const;

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
 * How long a callable's database work may take before the caller is told so. Healthy calls take
 * well under a second; the Admin SDK itself waits 60 s per request and retries an unreachable
 * database for about a minute, which a person at a form should not sit through.
 */
export const DATABASE_DEADLINE_MS = 6_000;

/**
 * The local stack shares a small machine with builds and browsers, where a healthy call can take
 * seconds: its deadline is looser, so that only a database that is really gone trips it there.
 */
const EMULATOR_DEADLINE_MS = 20_000;

function deadlineMs(): number {
  return process.env.FUNCTIONS_EMULATOR === 'true' ? EMULATOR_DEADLINE_MS : DATABASE_DEADLINE_MS;
}

/** gRPC status codes the Admin SDK's errors carry. */
const GRPC_DEADLINE_EXCEEDED = 4;
const GRPC_UNAVAILABLE = 14;

function databaseError(error: unknown): DomainError | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === GRPC_DEADLINE_EXCEEDED)
    return new DomainError('database-timeout', 'the database did not answer in time');
  if (code === GRPC_UNAVAILABLE)
    return new DomainError('database-unavailable', 'the database could not be reached');
  return undefined;
}

/**
 * The one deadline on database work, applied by the callable wrapper around a whole call (all its
 * reads and its transaction): `work` answers within `ms`, or the call fails with
 * `database-timeout` (deadline-exceeded) while the requests still in flight are abandoned. A
 * database the SDK gave up on answers `database-unavailable`. Other errors pass unchanged.
 */
export async function withDatabaseDeadline<T>(
  work: () => Promise<T>,
  ms: number = deadlineMs(),
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DomainError('database-timeout', `no answer within ${ms} ms`)),
      ms,
    );
  });
  try {
    return await Promise.race([work(), deadline]);
  } catch (error) {
    throw databaseError(error) ?? error;
  } finally {
    clearTimeout(timer);
  }
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
