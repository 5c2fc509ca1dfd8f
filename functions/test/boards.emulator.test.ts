// Boards through the Functions emulator: every callable and posting mode (visitors' posts through
// `/_send`), the 20-board limit
// under parallel creates, concurrent posts, slugs and redirects, the public board documents the
// triggers keep (also under repeated deliveries), and that deleting a board or a space leaves
// nothing behind.
import {
  LIMITS,
  blockBoardSender,
  createBoard,
  deleteBoard,
  deleteBoardPosts,
  deleteSpace,
  getBoardForEdit,
  listBoardPosts,
  listBlockedSenders,
  listBoards,
  listPublicBoardPosts,
  publicBoardPath,
  reorderBoards,
  setSpacePublished,
  updateBoard,
  updateBoardPosts,
  writeBoardPost,
  type BoardInput,
  type PublicBoard,
} from '@spaces/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ownerPost } from '../src/boards/board';
import { attachBoardCover } from '../src/boards/cover';
import { syncBoard } from '../src/boards/store';
import { newUser } from './support/auth';
import { call, failure, beforeCalls } from './support/call';
import { db, readPublicSpace, waitForPublicSpace } from './support/firestore';
import { newSenderToken } from '../src/platform/visitor';
import { SEND_ROUTES, send, warmUpSendForm } from './support/sendForm';
import { inPool, newClient, newOpenSpace, senderCookie } from './support/sends';
import { unique } from './support/stack';
import { addBoard, boardInput } from './support/boards';

beforeCalls(
  [
    createBoard,
    updateBoard,
    listBoards,
    getBoardForEdit,
    reorderBoards,
    deleteBoard,
    writeBoardPost,
    listBoardPosts,
    updateBoardPosts,
    deleteBoardPosts,
    blockBoardSender,
    listPublicBoardPosts,
  ],
  { after: warmUpSendForm },
);

async function newBoard(over: Partial<BoardInput> = {}, ngWords: string[] = []) {
  const space = await newOpenSpace((s) => (s.ngWords = ngWords));
  const board = await addBoard(space.owner, space.spaceId, over);
  return { ...space, board };
}

async function readPublicBoard(slug: string, boardSlug: string) {
  const snapshot = await db().doc(publicBoardPath(slug, boardSlug)).get();
  return snapshot.data() as PublicBoard | undefined;
}

async function waitForBoard(
  slug: string,
  boardSlug: string,
  done: (doc: PublicBoard | undefined) => boolean,
): Promise<PublicBoard | undefined> {
  let last: PublicBoard | undefined;
  await vi.waitFor(
    async () => {
      last = await readPublicBoard(slug, boardSlug);
      expect(done(last)).toBe(true);
    },
    { timeout: 60_000, interval: 250 },
  );
  return last;
}

async function storedPosts(spaceId: string, boardId: string) {
  const snapshot = await db().collection(`spaces/${spaceId}/boards/${boardId}/posts`).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

const post = (slug: string, boardSlug: string, body = '描きました！ I drew this!') => ({
  slug,
  boardSlug,
  body,
});

describe('managing boards', () => {
  it('creates, lists, edits, reorders and deletes boards; slugs are normalised', async () => {
    const space = await newOpenSpace();
    const a = await call(createBoard, space.owner, {
      spaceId: space.spaceId,
      board: boardInput({ slug: 'News-Board', mode: 'owner', title: ' News ' }),
    });
    expect(a.board).toMatchObject({
      slug: 'news-board',
      title: 'News',
      mode: 'owner',
      postCount: 0,
    });
    const b = await call(createBoard, space.owner, {
      spaceId: space.spaceId,
      board: boardInput({ slug: 'art' }),
    });
    const listed = await call(listBoards, space.owner, { spaceId: space.spaceId });
    expect(listed.boards.map((x) => x.slug)).toEqual(['news-board', 'art']);

    const reordered = await call(reorderBoards, space.owner, {
      spaceId: space.spaceId,
      boardIds: [b.board.boardId, a.board.boardId],
    });
    expect(reordered.boards.map((x) => x.slug)).toEqual(['art', 'news-board']);
    const bad = await failure(
      call(reorderBoards, space.owner, { spaceId: space.spaceId, boardIds: [a.board.boardId] }),
    );
    expect(bad.details?.reason).toBe('invalid-input');

    const edited = await call(updateBoard, space.owner, {
      spaceId: space.spaceId,
      boardId: a.board.boardId,
      board: boardInput({ slug: 'news', title: 'お知らせ', mode: 'approval' }),
    });
    expect(edited.board).toMatchObject({ slug: 'news', title: 'お知らせ', mode: 'approval' });
    // The former slug still finds the board (the editor then moves to the current address).
    const old = await call(getBoardForEdit, space.owner, {
      spaceId: space.spaceId,
      boardSlug: 'news-board',
    });
    expect(old.board.slug).toBe('news');

    await call(deleteBoard, space.owner, { spaceId: space.spaceId, boardId: b.board.boardId });
    const after = await call(listBoards, space.owner, { spaceId: space.spaceId });
    expect(after.boards.map((x) => x.slug)).toEqual(['news']);
    // The deleted board's slug is free again.
    await call(createBoard, space.owner, {
      spaceId: space.spaceId,
      board: boardInput({ slug: 'art' }),
    });
  });

  it('refuses a taken slug, a route name, and strangers', async () => {
    const { owner, spaceId, board } = await newBoard({ slug: 'taken' });
    const taken = await failure(
      call(createBoard, owner, { spaceId, board: boardInput({ slug: 'TAKEN' }) }),
    );
    expect(taken.code).toBe('already-exists');
    expect(taken.details?.reason).toBe('board-slug-taken');
    for (const slug of ['letter', 'messages', 'top', 'insights']) {
      const reserved = await failure(
        call(createBoard, owner, { spaceId, board: boardInput({ slug }) }),
      );
      expect(reserved.details?.issues).toEqual([{ field: 'board.slug', rule: 'reserved' }]);
    }
    const stranger = await newUser();
    const refused = await failure(
      call(updateBoard, stranger, { spaceId, boardId: board.boardId, board: boardInput() }),
    );
    expect(refused.code).toBe('permission-denied');
    const signedOut = await failure(call(listBoards, undefined, { spaceId }));
    expect(signedOut.code).toBe('unauthenticated');
  });

  it(`holds the limit of ${LIMITS.boardsPerSpace} boards under parallel creates`, async () => {
    const { owner, spaceId } = await newOpenSpace();
    const attempts = LIMITS.boardsPerSpace + 5;
    const settled = await inPool(attempts, 8, (i) =>
      call(createBoard, owner, { spaceId, board: boardInput({ slug: `par-${i}-x` }) }),
    );
    const results = settled.map((r) =>
      r.status === 'fulfilled'
        ? 'ok'
        : ((r.reason as { details?: { reason?: string } }).details?.reason ?? 'error'),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(LIMITS.boardsPerSpace);
    expect(results.filter((r) => r !== 'ok')).toEqual(Array(5).fill('board-limit'));
    const boards = await db().collection(`spaces/${spaceId}/boards`).get();
    expect(boards.size).toBe(LIMITS.boardsPerSpace);
    const { boards: listed } = await call(listBoards, owner, { spaceId });
    expect(listed).toHaveLength(LIMITS.boardsPerSpace);
  });
});

describe('posting modes', () => {
  it.each(SEND_ROUTES)(
    'open: a visitor’s post shows at once on the public board and in the space’s links (%s)',
    async (route) => {
      const { slug, spaceId, board } = await newBoard({ mode: 'open' });
      const answer = await send('boardPost', post(slug, board.slug), newClient(), route);
      expect(answer).toEqual({ status: 'published' });
      const doc = await waitForBoard(slug, board.slug, (d) => d?.posts?.length === 1);
      expect(doc?.posts?.[0]).toMatchObject({ body: '描きました！ I drew this!', byOwner: false });
      expect(doc?.board?.postCount).toBe(1);
      const space = await waitForPublicSpace(slug, (d) => d?.boards?.[0]?.postCount === 1);
      expect(space?.boards).toEqual([{ title: 'Fan art', slug: board.slug, postCount: 1 }]);
      const [stored] = await storedPosts(spaceId, board.boardId);
      expect(stored).toMatchObject({ status: 'published', byOwner: false });
      expect(JSON.stringify(stored)).not.toContain('198.51.');
    },
  );

  it('approval: a post waits in the queue until the owner approves it', async () => {
    const { owner, slug, spaceId, board } = await newBoard({ mode: 'approval' });
    expect(await send('boardPost', post(slug, board.slug), newClient())).toEqual({
      status: 'pending',
    });
    const queue = await call(listBoardPosts, owner, {
      spaceId,
      boardId: board.boardId,
      filter: 'queue',
    });
    expect(queue.queued).toBe(1);
    expect(queue.posts[0]).toMatchObject({ status: 'pending' });
    // The board's public page, once its trigger wrote it, shows no post held for approval.
    expect((await waitForBoard(slug, board.slug, (d) => d !== undefined))?.posts).toEqual([]);
    await call(updateBoardPosts, owner, {
      spaceId,
      boardId: board.boardId,
      postIds: [queue.posts[0]!.postId],
      change: { status: 'published' },
    });
    await waitForBoard(slug, board.slug, (d) => d?.posts?.length === 1);
    const after = await call(listBoardPosts, owner, {
      spaceId,
      boardId: board.boardId,
      filter: 'queue',
    });
    expect(after).toMatchObject({ posts: [], queued: 0 });
  });

  it('owner: visitors are refused, the owner writes, edits, pins, hides and deletes', async () => {
    const { owner, slug, spaceId, board } = await newBoard({ mode: 'owner' });
    const refused = await failure(send('boardPost', post(slug, board.slug), newClient()));
    expect(refused.code).toBe('failed-precondition');
    expect(refused.details?.reason).toBe('board-closed');
    expect(await storedPosts(spaceId, board.boardId)).toEqual([]);

    const first = await call(writeBoardPost, owner, {
      spaceId,
      boardId: board.boardId,
      body: 'First',
    });
    const second = await call(writeBoardPost, owner, {
      spaceId,
      boardId: board.boardId,
      body: 'Second',
    });
    expect(first.post).toMatchObject({ byOwner: true, status: 'published' });
    await call(writeBoardPost, owner, {
      spaceId,
      boardId: board.boardId,
      postId: first.post.postId,
      body: 'First, edited',
    });
    await call(updateBoardPosts, owner, {
      spaceId,
      boardId: board.boardId,
      postIds: [first.post.postId],
      change: { pinned: true },
    });
    // Pinned first, then newest first.
    const pinned = await waitForBoard(
      slug,
      board.slug,
      (d) => d?.posts?.[0]?.body === 'First, edited' && d.posts[0].pinned,
    );
    expect(pinned?.posts?.map((p) => p.body)).toEqual(['First, edited', 'Second']);

    await call(updateBoardPosts, owner, {
      spaceId,
      boardId: board.boardId,
      postIds: [second.post.postId],
      change: { status: 'hidden' },
    });
    await waitForBoard(slug, board.slug, (d) => d?.posts?.length === 1 && d.board?.postCount === 1);
    const deleted = await call(deleteBoardPosts, owner, {
      spaceId,
      boardId: board.boardId,
      postIds: [first.post.postId, first.post.postId, 'gone-already'],
    });
    expect(deleted.deleted).toBe(1);
    await waitForBoard(slug, board.slug, (d) => d?.posts?.length === 0);
  });

  it('NG words hold a post on an open board; a blocked sender is dropped everywhere, unknowing', async () => {
    const { owner, slug, spaceId, board } = await newBoard({ mode: 'open' }, ['spam']);
    const from = { ...newClient(), ...senderCookie(newSenderToken()) };
    expect(await send('boardPost', post(slug, board.slug, 'buy SPAM now'), from)).toEqual({
      status: 'held',
    });
    const queue = await call(listBoardPosts, owner, {
      spaceId,
      boardId: board.boardId,
      filter: 'queue',
    });
    expect(queue.posts[0]?.status).toBe('held');

    // The owner's editor shows nothing of the sender but the post itself.
    expect(Object.keys(queue.posts[0]!).sort()).toEqual(
      ['body', 'byOwner', 'createdAt', 'name', 'pinned', 'postId', 'status'].sort(),
    );

    const { blocked } = await call(blockBoardSender, owner, {
      spaceId,
      boardId: board.boardId,
      postId: queue.posts[0]!.postId,
    });
    expect(blocked).toMatchObject({ excerpt: 'buy SPAM now', stopped: 0 });
    // The sender is answered as if the post went up, and nothing is stored.
    expect(await send('boardPost', post(slug, board.slug), from)).toEqual({
      status: 'published',
    });
    // The same list as letters: their letter looks sent and never arrives.
    expect(await send('letter', { slug, body: 'hi' }, from)).toMatchObject({
      held: false,
    });
    expect(await storedPosts(spaceId, board.boardId)).toHaveLength(1);
    expect((await db().collection(`spaces/${spaceId}/messages`).get()).size).toBe(0);
    const [listed] = (await call(listBlockedSenders, owner, { spaceId })).senders;
    expect(listed).toMatchObject({ blockId: blocked.blockId, stopped: 2 });
    // Someone else elsewhere still posts.
    expect(await send('boardPost', post(slug, board.slug), newClient())).toEqual({
      status: 'published',
    });
  });

  it('refuses hidden and unknown boards, unpublished spaces and the honeypot, writing nothing', async () => {
    const { owner, slug, spaceId, board } = await newBoard({ mode: 'open' });
    const unknown = await failure(send('boardPost', post(slug, 'no-such'), newClient()));
    expect(unknown.details?.reason).toBe('board-not-found');
    const bot = await failure(
      send('boardPost', { ...post(slug, board.slug), website: 'x' }, newClient()),
    );
    expect(bot.details?.reason).toBe('spam-suspected');
    await call(updateBoard, owner, {
      spaceId,
      boardId: board.boardId,
      board: boardInput({ slug: board.slug, visible: false }),
    });
    const hidden = await failure(send('boardPost', post(slug, board.slug), newClient()));
    expect(hidden.details?.reason).toBe('board-not-found');
    await call(setSpacePublished, owner, { spaceId, published: false });
    const unpublished = await failure(send('boardPost', post(slug, board.slug), newClient()));
    expect(unpublished.code).toBe('not-found');
    expect(await storedPosts(spaceId, board.boardId)).toEqual([]);
  });

  it('takes concurrent posts from many visitors without losing one', async () => {
    const { slug, spaceId, board } = await newBoard({ mode: 'open' });
    const count = 12;
    const answers = await inPool(count, 6, (i) =>
      send('boardPost', post(slug, board.slug, `post ${i}`), newClient()),
    );
    expect(answers.every((a) => a.status === 'fulfilled' && a.value.status === 'published')).toBe(
      true,
    );
    expect(await storedPosts(spaceId, board.boardId)).toHaveLength(count);
    const doc = await waitForBoard(slug, board.slug, (d) => d?.board?.postCount === count);
    expect(doc?.posts).toHaveLength(count);
  });

  it('pages a public board past its first page with the cursor', async () => {
    const { owner, slug, spaceId, board } = await newBoard({ mode: 'owner' });
    const total = LIMITS.boardPostsPageSize + 3;
    const start = Date.now() - total * 1000;
    const batch = db().batch();
    for (let i = 0; i < total; i++) {
      const at = new Date(start + i * 1000);
      batch.set(
        db().doc(`spaces/${spaceId}/boards/${board.boardId}/posts/p${String(i).padStart(3, '0')}`),
        ownerPost(undefined, `post ${i}`, at),
      );
    }
    await batch.commit();
    const doc = await waitForBoard(slug, board.slug, (d) => d?.board?.postCount === total);
    expect(doc?.posts).toHaveLength(LIMITS.boardPostsPageSize);
    expect(doc?.posts?.[0]?.body).toBe(`post ${total - 1}`);
    const rest = await call(listPublicBoardPosts, undefined, {
      slug,
      boardSlug: board.slug,
      cursor: doc!.next!,
    });
    expect(rest.posts.map((p) => p.body)).toEqual(['post 2', 'post 1', 'post 0']);
    expect(rest.next).toBeUndefined();
    const broken = await failure(
      call(listPublicBoardPosts, undefined, { slug, boardSlug: board.slug, cursor: 'nope' }),
    );
    expect(broken.details?.reason).toBe('invalid-input');
    void owner;
  });
});

describe('public board documents', () => {
  it('follow renames with a redirect, hiding, and unpublishing', async () => {
    const { owner, slug, spaceId, board } = await newBoard({ mode: 'open' });
    await waitForBoard(slug, board.slug, (d) => d?.board !== undefined);
    const renamed = `r-${unique()}`;
    await call(updateBoard, owner, {
      spaceId,
      boardId: board.boardId,
      board: boardInput({ slug: renamed }),
    });
    await waitForBoard(slug, renamed, (d) => d?.board?.slug === renamed);
    expect(await waitForBoard(slug, board.slug, (d) => d?.redirectTo === renamed)).toBeDefined();

    await call(updateBoard, owner, {
      spaceId,
      boardId: board.boardId,
      board: boardInput({ slug: renamed, visible: false }),
    });
    await waitForBoard(slug, renamed, (d) => d === undefined);
    await waitForBoard(slug, board.slug, (d) => d === undefined);
    // The space's list of boards follows from its own trigger, which may run after the boards'.
    await vi.waitFor(async () => expect((await readPublicSpace(slug))?.boards).toBeUndefined(), {
      timeout: 60_000,
      interval: 250,
    });

    await call(updateBoard, owner, {
      spaceId,
      boardId: board.boardId,
      board: boardInput({ slug: renamed }),
    });
    await waitForBoard(slug, renamed, (d) => d?.board !== undefined);
    await call(setSpacePublished, owner, { spaceId, published: false });
    await waitForBoard(slug, renamed, (d) => d === undefined);
  });

  it('converge under repeated deliveries and write nothing more', async () => {
    const { slug, spaceId, board } = await newBoard({ mode: 'open' });
    await send('boardPost', post(slug, board.slug), newClient());
    await waitForBoard(slug, board.slug, (d) => d?.board?.postCount === 1);
    const before = (await db().doc(publicBoardPath(slug, board.slug)).get()).updateTime;
    const writes = await Promise.all([1, 2, 3].map(() => syncBoard(spaceId, board.boardId)));
    expect(writes).toEqual([0, 0, 0]);
    const after = (await db().doc(publicBoardPath(slug, board.slug)).get()).updateTime;
    expect(after?.isEqual(before!)).toBe(true);
  });
});

describe('covers', () => {
  const image = (id: string) => ({
    path: `images/owner/${id}`,
    width: 1280,
    height: 427,
    widths: [320, 640, 1280],
    color: '#aabbcc',
  });

  it('attaches a cover, returns the replaced one, and reports a board that is gone', async () => {
    const { owner, slug, spaceId, board } = await newBoard({ mode: 'open' });
    const first = await attachBoardCover(spaceId, board.boardId, owner.uid, image('first'));
    expect(first).toEqual({ outcome: 'attached' });
    const second = await attachBoardCover(spaceId, board.boardId, owner.uid, image('second'));
    expect(second).toEqual({ outcome: 'attached', replaced: image('first') });
    // A repeated attach of the cover the board holds replaces nothing (so deletes nothing).
    expect(await attachBoardCover(spaceId, board.boardId, owner.uid, image('second'))).toEqual({
      outcome: 'attached',
    });
    const doc = await waitForBoard(
      slug,
      board.slug,
      (d) => d?.board?.cover?.path === image('second').path,
    );
    expect(doc?.board?.cover).toEqual(image('second'));
    await waitForPublicSpace(slug, (d) => d?.boards?.[0]?.cover?.path === image('second').path);
    const stranger = await attachBoardCover(spaceId, board.boardId, 'someone-else', image('x'));
    expect(stranger).toEqual({ outcome: 'target-gone' });
    await call(deleteBoard, owner, { spaceId, boardId: board.boardId });
    expect(await attachBoardCover(spaceId, board.boardId, owner.uid, image('late'))).toEqual({
      outcome: 'target-gone',
    });
  });
});

describe('deleting', () => {
  /** A board with one visitor's post, shown on its public document. */
  async function boardWithAPost() {
    const space = await newBoard({ mode: 'open' });
    await send('boardPost', post(space.slug, space.board.slug), newClient());
    await waitForBoard(space.slug, space.board.slug, (d) => d?.posts?.length === 1);
    return space;
  }

  /** Waits until the board, its posts and the space's public board documents are all gone. */
  async function untilNoLeftovers(spaceId: string, boardId: string) {
    await vi.waitFor(
      async () => {
        const [boards, posts, publicDocs] = await Promise.all([
          db().collection(`spaces/${spaceId}/boards`).get(),
          db().collection(`spaces/${spaceId}/boards/${boardId}/posts`).get(),
          db().collection('publicBoards').where('spaceId', '==', spaceId).get(),
        ]);
        expect({ boards: boards.size, posts: posts.size, publicBoards: publicDocs.size }).toEqual({
          boards: 0,
          posts: 0,
          publicBoards: 0,
        });
      },
      { timeout: 60_000, interval: 250 },
    );
  }

  it('a board removes its posts and public documents and releases its slug', async () => {
    const { owner, slug, spaceId, board } = await boardWithAPost();
    await call(deleteBoard, owner, { spaceId, boardId: board.boardId });
    await untilNoLeftovers(spaceId, board.boardId);
    await waitForPublicSpace(slug, (d) => d !== undefined && d.boards === undefined);
    const again = await call(createBoard, owner, {
      spaceId,
      board: boardInput({ slug: board.slug }),
    });
    expect(again.board.slug).toBe(board.slug);
  });

  it('a space removes its boards, posts and public board documents', async () => {
    const { owner, spaceId, board } = await boardWithAPost();
    await call(deleteSpace, owner, { spaceId });
    await untilNoLeftovers(spaceId, board.boardId);
  });
});
