// Firestore glue for board posts (`spaces/{spaceId}/boards/{boardId}/posts/{postId}`): the
// owner's list, writes and moderation queue, and visitors' posts and the public list. The boards
// themselves, and the references both parts share, are store.ts.
import {
  LIMITS,
  ngWordMatcher,
  type BoardPost,
  type BoardPostChange,
  type BoardPostFilter,
  type PublicPost,
  type SendBoardPostResponse,
} from '@spaces/contracts';
import { Timestamp, type Query } from 'firebase-admin/firestore';
import type { AbuseGate } from '../platform/abuseGate';
import type { OwnerCredential } from '../platform/credential';
import { NotFoundError } from '../platform/errors';
import { db } from '../platform/firestore';
import type { Visitor } from '../platform/visitor';
import { spaceIdOfSlug, visitorSend } from '../platform/visitorSend';
import { blockedAmong, blockSenderKey, isBlockedIn } from '../messages/senders';
import { assertNotBlocked } from '../messages/send';
import { messageSettingsOf } from '../spaces/space';
import * as domain from './board';
import type { StoredPost } from './board';
import {
  TRANSACTION_OPTIONS,
  boardsOf,
  inPageOrder,
  ownedBoardIn,
  postsOf,
  publishedPosts,
  spaceRef,
} from './store';

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
    const containsNgWord = ngWordMatcher(messageSettingsOf(space).ngWords);
    const held = containsNgWord(request.body) || containsNgWord(request.name ?? '');
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
