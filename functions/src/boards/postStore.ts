// Firestore glue for board posts (`spaces/{spaceId}/boards/{boardId}/posts/{postId}`): the
// owner's list, writes and moderation queue, and visitors' posts and the public list. The boards
// themselves, and the references both parts share, are store.ts.
import {
  LIMITS,
  ngWordMatcher,
  type BlockedSender,
  type BoardPost,
  type BoardPostChange,
  type BoardPostFilter,
  type ImageRef,
  type PublicPost,
  type SendBoardPostResponse,
} from '@spaces/contracts';
import { FieldValue, Timestamp, type Query } from 'firebase-admin/firestore';
import type { OwnerCredential } from '../platform/credential';
import { NotFoundError } from '../platform/errors';
import { db, spaceIdOfSlug, TRANSACTION_OPTIONS } from '../platform/firestore';
import { visitorWrite, type VisitorWrite } from '../platform/visitor';
import { blockFromIn, blockVerdictIn, countStopped } from '../messages/senders';
import { messageSettingsOf } from '../spaces/space';
import * as domain from './board';
import type { StoredPost } from './board';
import { isPublicSpace } from '../platform/removal';
import {
  boardsOf,
  type BoardSpace,
  inPageOrder,
  ownedBoardIn,
  postsOf,
  publishedPosts,
  spaceRef,
  visitorsBoardIn,
} from './store';

// ---------------------------------------------------------------------------------------------
// The owner's posts and the queue
// ---------------------------------------------------------------------------------------------

const toBoardPosts = (posts: readonly (readonly [string, StoredPost])[]): BoardPost[] =>
  posts.map(([id, p]) => domain.toBoardPost(id, p));

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
    posts: toBoardPosts(page.items),
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
    return domain.toBoardPost(ref.id, post);
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
  return toBoardPosts(changed);
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
    const images: ImageRef[] = [];
    snaps.forEach((snap, i) => {
      const post = snap.data();
      if (!post) return;
      if (post.image) images.push(post.image);
      tx.delete(refs[i]!);
      deleted++;
    });
    // A rejected or deleted fan-art post's image goes the way a removed card's image goes.
    if (images.length > 0)
      tx.update(spaceRef(owner.spaceId), { removedImages: FieldValue.arrayUnion(...images) });
    return deleted;
  }, TRANSACTION_OPTIONS);
}

/** Blocks the sender of a visitor's post in the whole space, as a message's (decision 040). */
export async function blockPostSender(
  owner: OwnerCredential,
  boardId: string,
  postId: string,
): Promise<BlockedSender> {
  return db().runTransaction(async (tx) => {
    const post = (await tx.get(postsOf(owner.spaceId, boardId).doc(postId))).data();
    if (post?.senderKey === undefined) throw new domain.PostNotFoundError();
    return blockFromIn(tx, owner.spaceId, {
      path: `boards/${boardId}/posts/${postId}`,
      senderKey: post.senderKey,
      addressKey: post.addressKey,
      body: post.body,
      sentAt: post.createdAt,
    });
  }, TRANSACTION_OPTIONS);
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
 * A visitor's post, in the visitor's send transaction (sends/store.ts): the space, the board, the
 * blocked list, the decision, then the post. Concurrent posts write only their own documents (and
 * the gate's sharded counters).
 */
export function postWrite(
  request: SendPostRequest,
): VisitorWrite<BoardSpace, SendBoardPostResponse> {
  return visitorWrite(spaceRef, async (tx, sender, space) => {
    const { spaceId } = sender;
    const now = new Date();
    if (!isPublicSpace(space)) throw new NotFoundError();
    const [board, boardId, verdict] = await visitorsBoardIn(
      tx,
      space,
      spaceId,
      request.boardSlug,
      () => blockVerdictIn(tx, sender, now),
    );
    domain.assertVisitorsPost(board);
    const containsNgWord = ngWordMatcher(messageSettingsOf(space).ngWords);
    // Raid mode or a full window holds it as an NG word does.
    const heldForReview =
      containsNgWord(request.body) || containsNgWord(request.name ?? '') || sender.held;
    const post = domain.visitorPost(
      request,
      domain.visitorPostStatus(board.mode, heldForReview || verdict === 'hold'),
      sender,
      now,
    );
    // A blocked sender gets the answer their post would have had; only the block's count changes.
    if (typeof verdict === 'object') {
      countStopped(tx, spaceId, verdict.drop);
      const status = domain.visitorPostStatus(board.mode, heldForReview);
      return { status: status as SendBoardPostResponse['status'] };
    }
    tx.create(postsOf(spaceId, boardId).doc(), post);
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
  if (spaceId === undefined || !isPublicSpace(space) || !entry?.visible)
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
