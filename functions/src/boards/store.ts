// Firestore glue for boards: each function reads what a decision of `board.ts` needs (in one
// transaction where it writes), asks the pure domain, and writes the result. Here the boards
// themselves (`spaces/{spaceId}.boardIndex`, `spaces/{spaceId}/boards/{boardId}`), their public
// documents (`publicBoards/{spaceSlug}:{boardSlug}`) and the references both parts share; the
// posts (`…/posts/{postId}`), the owner's and visitors', are postStore.ts.
import {
  LIMITS,
  type Board,
  type BoardInput,
  type ImageRef,
  type PublicBoard,
} from '@spaces/contracts';
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import type { OwnerCredential } from '../platform/credential';
import { collections, converter, db, deleteAll, TRANSACTION_OPTIONS } from '../platform/firestore';
import { ownedSpace } from '../platform/ownership';
import type { BoardIndexEntry } from '../spaces/boardIndex';
import type { Space } from '../spaces/space';
import * as domain from './board';
import type { StoredBoard, StoredPost } from './board';

const converters = {
  spaces: converter<Space & DocumentData>(),
  boards: converter<StoredBoard & DocumentData>(),
  posts: converter<StoredPost & DocumentData>(),
  publicBoards: converter<PublicBoard & DocumentData>(),
};

/** The space document as the boards read it. */
export type BoardSpace = Space & DocumentData;

export const spaceRef = (spaceId: string) =>
  collections.spaces().withConverter(converters.spaces).doc(spaceId);
export const boardsOf = (spaceId: string) =>
  collections.boards(spaceId).withConverter(converters.boards);
export const postsOf = (spaceId: string, boardId: string) =>
  collections.posts(spaceId, boardId).withConverter(converters.posts);
const publicBoards = () => collections.publicBoards().withConverter(converters.publicBoards);

/** Pinned first, then newest first, ties by id: every list of posts and its cursor. */
export const inPageOrder = <T>(query: Query<T>) =>
  query
    .orderBy('pinned', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');

/** Published posts in page order (index: status, pinned, createdAt, __name__). */
export const publishedPosts = (spaceId: string, boardId: string) =>
  inPageOrder(postsOf(spaceId, boardId).where('status', '==', 'published'));

/**
 * In a visitor's write to a public space: the visible board at `boardSlug`, read in one round trip
 * with what `alongside` reads. A board that is not there or is hidden is the board's not-found.
 */
export async function visitorsBoardIn<T>(
  tx: Transaction,
  space: BoardSpace,
  spaceId: string,
  boardSlug: string,
  alongside: () => Promise<T>,
): Promise<[board: StoredBoard, boardId: string, alongside: T]> {
  const entry = (space.boardIndex ?? []).find((e) => e.slug === boardSlug);
  const [snapshot, read] = await Promise.all([
    entry ? tx.get(boardsOf(spaceId).doc(entry.boardId)) : undefined,
    alongside(),
  ]);
  const board = snapshot?.data();
  if (!entry || !board?.visible) throw new domain.BoardNotFoundError();
  return [board, entry.boardId, read];
}

export async function ownedBoardIn(
  tx: Transaction,
  owner: OwnerCredential,
  boardId: string,
): Promise<[Space, StoredBoard]> {
  const [space, board] = await Promise.all([
    ownedSpace<Space>(owner, tx),
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
  const space = await ownedSpace<Space>(owner);
  const index = space.boardIndex ?? [];
  if (index.length === 0) return [];
  const docs = await Promise.all(index.map((e) => boardsOf(owner.spaceId).doc(e.boardId).get()));
  return docs.flatMap((doc) => {
    const board = doc.data();
    return board ? [domain.toBoard(doc.id, board)] : [];
  });
}

export async function getBoardBySlug(owner: OwnerCredential, slug: string): Promise<Board> {
  const space = await ownedSpace<Space>(owner);
  const found = domain.findBySlug(space.boardIndex ?? [], slug);
  const board = found && (await boardsOf(owner.spaceId).doc(found.entry.boardId).get()).data();
  if (!found || !board) throw new domain.BoardNotFoundError();
  return domain.toBoard(found.entry.boardId, board);
}

export async function createBoard(owner: OwnerCredential, input: BoardInput): Promise<Board> {
  const checked = domain.checkBoardInput(input);
  const ref = boardsOf(owner.spaceId).doc();
  return db().runTransaction(async (tx) => {
    const space = await ownedSpace<Space>(owner, tx);
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
    const space = await ownedSpace<Space>(owner, tx);
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
