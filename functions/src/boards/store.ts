// Firestore glue for boards: each function reads what a decision of `board.ts` needs (in one
// transaction where it writes), asks the pure domain, and writes the result. Paths:
// `spaces/{spaceId}.boardIndex`, `spaces/{spaceId}/boards/{boardId}`, `…/posts/{postId}`,
// `publicBoards/{spaceSlug}:{boardSlug}`.
import {
  LIMITS,
  type Board,
  type BoardInput,
  type BoardPost,
  type BoardPostChange,
  type BoardPostFilter,
  type ImageRef,
  type PublicBoard,
  type PublicPost,
  type SendBoardPostResponse,
} from '@spaces/contracts';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import type { AbuseGate } from '../platform/abuseGate';
import type { OwnerCredential } from '../platform/credential';
import { NotFoundError } from '../platform/errors';
import { collections, converter, db, deleteAll } from '../platform/firestore';
import type { Visitor } from '../platform/visitor';
import { spaceIdOfSlug, visitorSend } from '../platform/visitorSend';
import { blockedAmong, blockSenderKey, isBlockedIn } from '../messages/senders';
import { assertNotBlocked, containsNgWord } from '../messages/send';
import type { BoardIndexEntry } from '../spaces/boardIndex';
import { messageSettingsOf, type Space } from '../spaces/space';
import * as domain from './board';
import type { StoredBoard, StoredPost } from './board';

const converters = {
  spaces: converter<Space & DocumentData>(),
  boards: converter<StoredBoard & DocumentData>(),
  posts: converter<StoredPost & DocumentData>(),
  publicBoards: converter<PublicBoard & DocumentData>(),
};

const spaceRef = (spaceId: string) =>
  collections.spaces().withConverter(converters.spaces).doc(spaceId);
const boardsOf = (spaceId: string) => collections.boards(spaceId).withConverter(converters.boards);
const postsOf = (spaceId: string, boardId: string) =>
  collections.posts(spaceId, boardId).withConverter(converters.posts);
const publicBoards = () => collections.publicBoards().withConverter(converters.publicBoards);

/** Pinned first, then newest first, ties by id: every list of posts and its cursor. */
const inPageOrder = <T>(query: Query<T>) =>
  query
    .orderBy('pinned', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');

/** Published posts in page order (index: status, pinned, createdAt, __name__). */
const publishedPosts = (spaceId: string, boardId: string) =>
  inPageOrder(postsOf(spaceId, boardId).where('status', '==', 'published'));

/** Retries are how concurrent changes stay exact; allow a few more than the default. */
const TRANSACTION_OPTIONS = { maxAttempts: 20 };

/** The space read in the transaction, re-checking that the caller owns it. */
async function ownedSpaceIn(tx: Transaction, owner: OwnerCredential): Promise<Space> {
  const space = (await tx.get(spaceRef(owner.spaceId))).data();
  if (!space) throw new NotFoundError();
  owner.assertOwns(space);
  return space;
}

async function ownedBoardIn(
  tx: Transaction,
  owner: OwnerCredential,
  boardId: string,
): Promise<[Space, StoredBoard]> {
  const [space, board] = await Promise.all([
    ownedSpaceIn(tx, owner),
    tx.get(boardsOf(owner.spaceId).doc(boardId)),
  ]);
  const data = board.data();
  if (!data) throw new domain.BoardNotFoundError();
  return [space, data];
}

// ---------------------------------------------------------------------------------------------
// Boards
// ---------------------------------------------------------------------------------------------

export async function listBoards(owner: OwnerCredential): Promise<Board[]> {
  const space = (await spaceRef(owner.spaceId).get()).data();
  if (!space) throw new NotFoundError();
  owner.assertOwns(space);
  const index = space.boardIndex ?? [];
  if (index.length === 0) return [];
  const docs = await Promise.all(index.map((e) => boardsOf(owner.spaceId).doc(e.boardId).get()));
  return docs.flatMap((doc) => {
    const board = doc.data();
    return board ? [domain.toBoard(doc.id, board)] : [];
  });
}

export async function getBoardBySlug(owner: OwnerCredential, slug: string): Promise<Board> {
  const space = (await spaceRef(owner.spaceId).get()).data();
  if (!space) throw new NotFoundError();
  owner.assertOwns(space);
  const found = domain.findBySlug(space.boardIndex ?? [], slug);
  const board = found && (await boardsOf(owner.spaceId).doc(found.entry.boardId).get()).data();
  if (!found || !board) throw new domain.BoardNotFoundError();
  return domain.toBoard(found.entry.boardId, board);
}

export async function createBoard(owner: OwnerCredential, input: BoardInput): Promise<Board> {
  const checked = domain.checkBoardInput(input);
  const ref = boardsOf(owner.spaceId).doc();
  return db().runTransaction(async (tx) => {
    const space = await ownedSpaceIn(tx, owner);
    const index = space.boardIndex ?? [];
    domain.assertBelowLimit(index);
    domain.assertSlugFree(index, checked.slug, undefined);
    const board = domain.newBoard(checked, new Date());
    tx.create(ref, board);
    tx.update(spaceRef(owner.spaceId), {
      boardIndex: domain.withEntry(index, domain.indexEntryOf(ref.id, board)),
    });
    return domain.toBoard(ref.id, board);
  }, TRANSACTION_OPTIONS);
}

export async function updateBoard(
  owner: OwnerCredential,
  boardId: string,
  input: BoardInput,
): Promise<Board> {
  const checked = domain.checkBoardInput(input);
  return db().runTransaction(async (tx) => {
    const [space, before] = await ownedBoardIn(tx, owner, boardId);
    const index = space.boardIndex ?? [];
    domain.assertSlugFree(index, checked.slug, boardId);
    const board = domain.withSettings(before, checked, new Date());
    tx.set(boardsOf(owner.spaceId).doc(boardId), board);
    tx.update(spaceRef(owner.spaceId), {
      boardIndex: domain.withEntry(index, domain.indexEntryOf(boardId, board)),
    });
    return domain.toBoard(boardId, board);
  }, TRANSACTION_OPTIONS);
}

export async function reorderBoards(
  owner: OwnerCredential,
  boardIds: readonly string[],
): Promise<Board[]> {
  await db().runTransaction(async (tx) => {
    const space = await ownedSpaceIn(tx, owner);
    tx.update(spaceRef(owner.spaceId), {
      boardIndex: domain.reordered(space.boardIndex ?? [], boardIds),
    });
  }, TRANSACTION_OPTIONS);
  return listBoards(owner);
}

/** Deletes the board and releases its slugs, then its posts and public documents. */
export async function deleteBoard(owner: OwnerCredential, boardId: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const [space, board] = await ownedBoardIn(tx, owner, boardId);
    tx.delete(boardsOf(owner.spaceId).doc(boardId));
    tx.update(spaceRef(owner.spaceId), {
      boardIndex: (space.boardIndex ?? []).filter((e) => e.boardId !== boardId),
      // The cover's objects go the way a removed card's image goes (`deleteRemovedImages`).
      ...(board.cover && { removedImages: FieldValue.arrayUnion(board.cover) }),
    });
  }, TRANSACTION_OPTIONS);
  await deleteBoardContent(owner.spaceId, boardId);
}

/** What the image pipeline reports: the cover replaced, or that the board is gone. */
export type CoverOutcome =
  { outcome: 'attached'; replaced?: ImageRef } | { outcome: 'target-gone' };

/**
 * Sets (or, with undefined, clears) a board's cover if the board still exists and `uid` still owns
 * the space; answers the cover it replaced. Setting the cover the board holds changes nothing.
 */
export async function setCover(
  spaceId: string,
  boardId: string,
  uid: string,
  image: ImageRef | undefined,
): Promise<CoverOutcome> {
  return db().runTransaction(async (tx) => {
    const [space, board] = await Promise.all([
      tx.get(spaceRef(spaceId)),
      tx.get(boardsOf(spaceId).doc(boardId)),
    ]);
    const spaceData = space.data();
    const before = board.data();
    if (!spaceData || spaceData.ownerUid !== uid || !before) return { outcome: 'target-gone' };
    if (before.cover?.path === image?.path) return { outcome: 'attached' };
    const { cover: _replaced, ...rest } = before;
    const after: StoredBoard = { ...rest, ...(image && { cover: image }), updatedAt: new Date() };
    tx.set(boardsOf(spaceId).doc(boardId), after);
    tx.update(spaceRef(spaceId), {
      boardIndex: domain.withEntry(spaceData.boardIndex ?? [], domain.indexEntryOf(boardId, after)),
    });
    return before.cover ? { outcome: 'attached', replaced: before.cover } : { outcome: 'attached' };
  }, TRANSACTION_OPTIONS);
}

// ---------------------------------------------------------------------------------------------
// The owner's posts and the queue
// ---------------------------------------------------------------------------------------------

async function withBlocked(
  spaceId: string,
  posts: readonly (readonly [string, StoredPost])[],
): Promise<BoardPost[]> {
  const keys = posts.flatMap(([, p]) => (p.senderKey === undefined ? [] : [p.senderKey]));
  const blocked = await blockedAmong(spaceId, keys);
  return posts.map(([id, p]) =>
    domain.toBoardPost(id, p, p.senderKey !== undefined && blocked.has(p.senderKey)),
  );
}

export async function listPosts(
  owner: OwnerCredential,
  boardId: string,
  filter: BoardPostFilter,
  cursor: string | undefined,
): Promise<{ posts: BoardPost[]; next?: string; queued: number }> {
  const board = (await boardsOf(owner.spaceId).doc(boardId).get()).data();
  if (!board) throw new domain.BoardNotFoundError();
  let query: Query<StoredPost> = postsOf(owner.spaceId, boardId);
  if (filter === 'queue') query = query.where('queued', '==', true);
  query = inPageOrder(query);
  if (cursor !== undefined) {
    const after = domain.decodePostCursor(cursor);
    query = query.startAfter(after.pinned, Timestamp.fromDate(after.createdAt), after.postId);
  }
  const size = LIMITS.boardPostsEditPageSize;
  const [snapshot, queued] = await Promise.all([
    query.limit(size + 1).get(),
    postsOf(owner.spaceId, boardId).where('queued', '==', true).count().get(),
  ]);
  const page = domain.pageOf(
    snapshot.docs.map((doc) => [doc.id, doc.data()] as const),
    size,
    (id, post) => [id, post] as const,
  );
  return {
    posts: await withBlocked(owner.spaceId, page.items),
    ...(page.next !== undefined && { next: page.next }),
    queued: queued.data().count,
  };
}

export async function writePost(
  owner: OwnerCredential,
  boardId: string,
  postId: string | undefined,
  body: string,
): Promise<BoardPost> {
  return db().runTransaction(async (tx) => {
    await ownedBoardIn(tx, owner, boardId);
    const ref =
      postId === undefined
        ? postsOf(owner.spaceId, boardId).doc()
        : postsOf(owner.spaceId, boardId).doc(postId);
    const before = postId === undefined ? undefined : (await tx.get(ref)).data();
    if (postId !== undefined && !before) throw new domain.PostNotFoundError();
    const post = domain.ownerPost(before, body, new Date());
    tx.set(ref, post);
    return domain.toBoardPost(ref.id, post, false);
  }, TRANSACTION_OPTIONS);
}

/** The selection without repeats. */
const unique = (ids: readonly string[]) => [...new Set(ids)];

export async function updatePosts(
  owner: OwnerCredential,
  boardId: string,
  postIds: readonly string[],
  change: BoardPostChange,
): Promise<BoardPost[]> {
  const changed = await db().runTransaction(async (tx) => {
    await ownedBoardIn(tx, owner, boardId);
    const refs = unique(postIds).map((id) => postsOf(owner.spaceId, boardId).doc(id));
    const snaps = await tx.getAll(...refs);
    const now = new Date();
    const out: [string, StoredPost][] = [];
    snaps.forEach((snap, i) => {
      const before = snap.data();
      if (!before) return;
      const after = domain.applyPostChange(before, change, now);
      if (after !== before) tx.set(refs[i]!, after);
      out.push([snap.id, after]);
    });
    return out;
  }, TRANSACTION_OPTIONS);
  return withBlocked(owner.spaceId, changed);
}

export async function deletePosts(
  owner: OwnerCredential,
  boardId: string,
  postIds: readonly string[],
): Promise<number> {
  return db().runTransaction(async (tx) => {
    await ownedBoardIn(tx, owner, boardId);
    const refs = unique(postIds).map((id) => postsOf(owner.spaceId, boardId).doc(id));
    const snaps = await tx.getAll(...refs);
    let deleted = 0;
    snaps.forEach((snap, i) => {
      if (!snap.exists) return;
      tx.delete(refs[i]!);
      deleted++;
    });
    return deleted;
  }, TRANSACTION_OPTIONS);
}

/** Blocks the sender of a visitor's post in the whole space; returns their key. */
export async function blockPostSender(
  owner: OwnerCredential,
  boardId: string,
  postId: string,
): Promise<string> {
  const post = (await postsOf(owner.spaceId, boardId).doc(postId).get()).data();
  if (!post) throw new domain.PostNotFoundError();
  if (post.senderKey === undefined) throw new domain.PostNotFoundError();
  await blockSenderKey(owner.spaceId, post.senderKey, post.body);
  return post.senderKey;
}

// ---------------------------------------------------------------------------------------------
// Visitors
// ---------------------------------------------------------------------------------------------

export interface SendPostRequest {
  slug: string;
  boardSlug: string;
  body: string;
  name?: string | undefined;
  website?: string | undefined;
}

/**
 * A visitor's post, in the visitor's send transaction: the space, the board, the blocked list, the
 * decision, then the post. Concurrent posts write only their own documents (and the gate's
 * sharded counters).
 */
export function sendPost(
  gate: AbuseGate,
  visitor: Visitor,
  request: SendPostRequest,
): Promise<SendBoardPostResponse> {
  return visitorSend(gate, visitor, request, async (tx, { spaceId, senderKey }) => {
    const space = (await tx.get(spaceRef(spaceId))).data();
    if (!space?.published) throw new NotFoundError();
    const entry = (space.boardIndex ?? []).find((e) => e.slug === request.boardSlug);
    const [board, blocked] = await Promise.all([
      entry ? tx.get(boardsOf(spaceId).doc(entry.boardId)) : undefined,
      isBlockedIn(tx, spaceId, senderKey),
    ]);
    const data = board?.data();
    if (!entry || !data?.visible) throw new domain.BoardNotFoundError();
    domain.assertVisitorsPost(data);
    assertNotBlocked(blocked);
    const { ngWords } = messageSettingsOf(space);
    const held =
      containsNgWord(request.body, ngWords) || containsNgWord(request.name ?? '', ngWords);
    const post = domain.visitorPost(
      request,
      domain.visitorPostStatus(data.mode, held),
      senderKey,
      new Date(),
    );
    tx.create(postsOf(spaceId, entry.boardId).doc(), post);
    return { status: post.status as SendBoardPostResponse['status'] };
  });
}

/** A visible board of a published space past a cursor. */
export async function listPublicPosts(
  slug: string,
  boardSlug: string,
  cursor: string,
): Promise<{ posts: PublicPost[]; next?: string }> {
  const after = domain.decodePostCursor(cursor);
  const spaceId = await spaceIdOfSlug(slug);
  const space = spaceId === undefined ? undefined : (await spaceRef(spaceId).get()).data();
  const entry = space?.boardIndex?.find((e) => e.slug === boardSlug);
  if (spaceId === undefined || !space?.published || !entry?.visible)
    throw new domain.BoardNotFoundError();
  const size = LIMITS.boardPostsPageSize;
  const snapshot = await publishedPosts(spaceId, entry.boardId)
    .startAfter(after.pinned, Timestamp.fromDate(after.createdAt), after.postId)
    .limit(size + 1)
    .get();
  const page = domain.pageOf(
    snapshot.docs.map((doc) => [doc.id, doc.data()] as const),
    size,
    domain.toPublicPost,
  );
  return { posts: page.items, ...(page.next !== undefined && { next: page.next }) };
}

// ---------------------------------------------------------------------------------------------
// Public documents and clean-up (the triggers)
// ---------------------------------------------------------------------------------------------

/**
 * Brings a board's public documents, its post count and its index entry in line with the data
 * as it is now, in one transaction: repeated or out-of-order deliveries converge on the same
 * state and write nothing once it is reached. Returns how many documents it wrote or deleted.
 */
export async function syncBoard(spaceId: string, boardId: string): Promise<number> {
  return db().runTransaction(async (tx) => {
    const [space, board, first, count, stored] = await Promise.all([
      tx.get(spaceRef(spaceId)),
      tx.get(boardsOf(spaceId).doc(boardId)),
      tx.get(publishedPosts(spaceId, boardId).limit(LIMITS.boardPostsPageSize + 1)),
      tx.get(postsOf(spaceId, boardId).where('status', '==', 'published').count()),
      tx.get(publicBoards().where('boardId', '==', boardId)),
    ]);
    const spaceData = space.data();
    const boardData = board.data();
    const postCount = count.data().count;
    const desired = domain.desiredPublicBoards({
      spaceId,
      space: spaceData,
      boardId,
      board: boardData,
      firstPosts: first.docs.map((doc) => [doc.id, doc.data()] as const),
      postCount,
    });
    let writes = 0;
    for (const doc of stored.docs) {
      if (doc.data().spaceId !== spaceId || desired.has(doc.id)) continue;
      tx.delete(doc.ref);
      writes++;
    }
    const current = new Map(stored.docs.map((doc) => [doc.id, doc.data()]));
    for (const [id, doc] of desired) {
      if (domain.sameDocument(current.get(id), doc)) continue;
      tx.set(publicBoards().doc(id), doc);
      writes++;
    }
    if (spaceData && boardData && boardData.postCount !== postCount) {
      const after = { ...boardData, postCount };
      tx.set(boardsOf(spaceId).doc(boardId), after);
      const index = spaceData.boardIndex ?? [];
      if (index.some((e) => e.boardId === boardId))
        tx.update(spaceRef(spaceId), {
          boardIndex: domain.withEntry(index, domain.indexEntryOf(boardId, after)),
        });
      writes += 2;
    }
    return writes;
  }, TRANSACTION_OPTIONS);
}

/** A deleted board's posts and public documents. Idempotent. */
export async function deleteBoardContent(spaceId: string, boardId: string): Promise<number> {
  const [posts, docs] = await Promise.all([
    deleteAll(postsOf(spaceId, boardId)),
    deleteAll(publicBoards().where('boardId', '==', boardId)),
  ]);
  return posts + docs;
}

/** Whether the space document exists. */
export async function spaceExists(spaceId: string): Promise<boolean> {
  return (await spaceRef(spaceId).get()).exists;
}

/** Every board id the space has documents for. */
export async function boardIdsOf(spaceId: string): Promise<string[]> {
  const refs = await boardsOf(spaceId).listDocuments();
  return refs.map((ref) => ref.id);
}

/** A deleted space's boards, posts and public board documents. Idempotent. */
export async function deleteSpaceBoards(spaceId: string): Promise<number> {
  let deleted = 0;
  for (const boardId of await boardIdsOf(spaceId)) {
    deleted += await deleteBoardContent(spaceId, boardId);
    await boardsOf(spaceId).doc(boardId).delete();
    deleted++;
  }
  deleted += await deleteAll(publicBoards().where('spaceId', '==', spaceId));
  return deleted;
}

// ---------------------------------------------------------------------------------------------
// Seeding the local stack
// ---------------------------------------------------------------------------------------------

/**
 * Writes the given boards and posts unless they exist, and puts missing boards into the space's
 * index: for seeding the local stack. The triggers then publish them. Never used by a callable.
 */
export async function restoreBoards(
  spaceId: string,
  boards: readonly {
    boardId: string;
    board: StoredBoard;
    posts: readonly (readonly [string, StoredPost])[];
  }[],
): Promise<void> {
  for (const { boardId, board, posts } of boards) {
    const ref = boardsOf(spaceId).doc(boardId);
    if (!(await ref.get()).exists) await ref.set(board);
    const batch = db().batch();
    for (const [postId, post] of posts) {
      const postRef = postsOf(spaceId, boardId).doc(postId);
      if (!(await postRef.get()).exists) batch.set(postRef, post);
    }
    await batch.commit();
  }
  await db().runTransaction(async (tx) => {
    const space = (await tx.get(spaceRef(spaceId))).data();
    if (!space) return;
    let index: BoardIndexEntry[] = space.boardIndex ?? [];
    for (const { boardId } of boards) {
      if (index.some((e) => e.boardId === boardId)) continue;
      const board = (await tx.get(boardsOf(spaceId).doc(boardId))).data();
      if (board) index = domain.withEntry(index, domain.indexEntryOf(boardId, board));
    }
    tx.update(spaceRef(spaceId), { boardIndex: index });
  });
}
