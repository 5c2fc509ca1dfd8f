// Firestore glue of notifications: the reads a notification needs, an owner's spaces and what
// arrived in them in a window. The mail itself is written by platform/mail.ts.
import { Timestamp, type CollectionReference } from 'firebase-admin/firestore';
import { collections } from '../platform/firestore';

/** What a mail needs of a space: where it is and what its owner calls it and its boards. */
export interface NotifiedSpace {
  spaceId: string;
  slug: string;
  displayName: string;
  boards: { boardId: string; slug: string; title: string }[];
}

/** One new letter, fan message or post, as much as a mail may show of it. */
export interface NewItem {
  name: string;
  body: string;
  createdAt: Date;
}

/** At most this many items are read per space (or board) and window; a mail then says "N+". */
const ITEM_SCAN_LIMIT = 500;

interface SpaceFields {
  ownerUid?: unknown;
  slug?: unknown;
  top?: { displayName?: unknown };
  boardIndex?: { boardId?: unknown; slug?: unknown; title?: unknown }[];
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

function notifiedSpace(spaceId: string, data: SpaceFields): NotifiedSpace {
  return {
    spaceId,
    slug: asString(data.slug),
    displayName: asString(data.top?.displayName),
    boards: (data.boardIndex ?? []).map((board) => ({
      boardId: asString(board.boardId),
      slug: asString(board.slug),
      title: asString(board.title),
    })),
  };
}

/** What the raid-mode mail needs of a space, from its change event's data. */
export interface RaidSpace {
  ownerUid: string;
  slug: string;
  displayName: string;
}

/** The raid-mode mail's view of a space document; undefined without an owner. */
export function raidSpaceOf(data: SpaceFields | undefined): RaidSpace | undefined {
  if (typeof data?.ownerUid !== 'string') return undefined;
  const { slug, displayName } = notifiedSpace('', data);
  return { ownerUid: data.ownerUid, slug, displayName };
}

const spaces = collections.spaces;

/** The owner of a space, or undefined when the space is gone. */
export async function ownerOfSpace(spaceId: string): Promise<string | undefined> {
  const ownerUid: unknown = (await spaces().doc(spaceId).get()).get('ownerUid');
  return typeof ownerUid === 'string' ? ownerUid : undefined;
}

/** Every space of an account, oldest first. */
export async function spacesOf(uid: string): Promise<NotifiedSpace[]> {
  const snapshot = await spaces().where('ownerUid', '==', uid).get();
  return snapshot.docs
    .map((doc) => ({ doc, created: doc.createTime.toMillis() }))
    .sort((a, b) => a.created - b.created)
    .map(({ doc }) => notifiedSpace(doc.id, doc.data() as SpaceFields));
}

const toDate = (value: unknown): Date =>
  value instanceof Timestamp ? value.toDate() : new Date(Number.NaN);

/** Documents of `collection` created in [start, end), newest first, up to the scan limit. */
async function createdIn(collection: CollectionReference, start: Date, end: Date) {
  const snapshot = await collection
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .orderBy('createdAt', 'desc')
    .limit(ITEM_SCAN_LIMIT)
    .get();
  return { docs: snapshot.docs.map((doc) => doc.data()), capped: snapshot.size >= ITEM_SCAN_LIMIT };
}

/**
 * Letters or fan messages that arrived in a space in [start, end), newest first; held ones (an NG
 * word matched) are left out, as the inbox leaves them out of "all".
 */
export async function newMessages(
  spaceId: string,
  kind: 'letter' | 'fanMessage',
  start: Date,
  end: Date,
): Promise<{ items: NewItem[]; capped: boolean }> {
  const { docs, capped } = await createdIn(collections.messages(spaceId), start, end);
  const items = docs
    .filter((data) => data.kind === kind && data.held !== true)
    .map((data) => ({
      name: asString(data.name),
      body: asString(data.body),
      createdAt: toDate(data.createdAt),
    }));
  return { items, capped };
}

/** Visitors' posts (not the owner's own, not held) on a board in [start, end), newest first. */
export async function newPosts(
  spaceId: string,
  boardId: string,
  start: Date,
  end: Date,
): Promise<{ items: NewItem[]; capped: boolean }> {
  const { docs, capped } = await createdIn(collections.posts(spaceId, boardId), start, end);
  const items = docs
    .filter((data) => data.byOwner !== true && data.status !== 'held')
    .map((data) => ({
      name: asString(data.name),
      body: asString(data.body),
      createdAt: toDate(data.createdAt),
    }));
  return { items, capped };
}

/** Accounts that chose the daily digest for at least one kind. */
export async function digestAccounts(kinds: readonly string[]): Promise<string[]> {
  const uids = new Set<string>();
  for (const kind of kinds) {
    const snapshot = await collections
      .users()
      .where(`notifications.${kind}`, '==', 'digest')
      .select()
      .get();
    for (const doc of snapshot.docs) uids.add(doc.id);
  }
  return [...uids].sort();
}

/** A created document's `createdAt`, when it is a timestamp. */
export function createdAtOf(data: Record<string, unknown>): Date | undefined {
  const value = data.createdAt as { toDate?: unknown } | undefined;
  return typeof value?.toDate === 'function' ? (value as Timestamp).toDate() : undefined;
}
