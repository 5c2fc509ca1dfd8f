// Public answers through the Functions emulator: publishAnswer, unpublishAnswer and markReadAloud,
// their access policy, what the public document may hold (anonymous stays anonymous, a name only
// when signed and chosen), that unpublishing takes the page's document away, as deleting its
// post, its message or its board does, and, through Hosting, that the page and its card follow
// their post, board and space at every moment and their links survive renames.
import {
  cardPath,
  createSpace,
  deleteBoard,
  deleteBoardPosts,
  deleteMessages,
  getMessage,
  markReadAloud,
  publicAnswerPath,
  publicBoardPath,
  publishAnswer,
  renameSpace,
  setSpacePublished,
  unpublishAnswer,
  updateBoard,
  updateBoardPosts,
  type BoardInput,
  type PublicBoard,
} from '@spaces/contracts';
import { describe, expect, it, vi } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { call, failure, beforeCalls } from './support/call';
import { spaceOfNewOwner } from './support/spaces';
import { db, waitForPublicSpace } from './support/firestore';
import { putMessage, readMessage } from './support/inbox';
import { unique } from './support/stack';

let owner: TestUser;
let stranger: TestUser;

beforeCalls(
  [
    createSpace,
    setSpacePublished,
    publishAnswer,
    unpublishAnswer,
    markReadAloud,
    deleteBoardPosts,
    deleteMessages,
    deleteBoard,
    updateBoard,
    updateBoardPosts,
    renameSpace,
  ],
  {
    before: async () => {
      [owner, stranger] = await Promise.all([newUser(), newUser()]);
    },
  },
);

async function ownSpace() {
  let space;
  ({ owner, space } = await spaceOfNewOwner('q'));
  await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
  return space;
}

/** The answer page's document: one per post, whatever the slugs are now. */
const readAnswer = async (postId: string) =>
  (await db().doc(publicAnswerPath(postId)).get()).data();

describe('publishAnswer', () => {
  it('refuses anyone but the owner, before touching the message', async () => {
    const space = await ownSpace();
    const messageId = await putMessage(space.spaceId);
    const request = { slug: space.slug, messageId, answer: 'こんにちは' };
    expect((await failure(call(publishAnswer, stranger, request))).code).toBe('permission-denied');
    expect((await failure(call(publishAnswer, undefined, request))).code).toBe('unauthenticated');
    const unpublish = { slug: space.slug, messageId };
    expect((await failure(call(unpublishAnswer, stranger, unpublish))).code).toBe(
      'permission-denied',
    );
    const mark = { slug: space.slug, messageId, readAloud: true };
    expect((await failure(call(markReadAloud, stranger, mark))).code).toBe('permission-denied');
    expect((await readMessage(space.spaceId, messageId))?.answer).toBeUndefined();
  });

  it('publishes on a new answers board, keeps an anonymous sender anonymous, and edits in place', async () => {
    const space = await ownSpace();
    const messageId = await putMessage(space.spaceId, { name: '', body: 'おすすめの本は？' });
    const published = await call(publishAnswer, owner, {
      slug: space.slug,
      messageId,
      answer: '最近は詩集を読んでいます。',
      showName: true,
    });
    expect(published.boardSlug).toBe('answers');
    expect(published.path).toBe(`/${space.slug}/answers/${published.postId}`);
    const doc = await readAnswer(published.postId);
    expect(doc).toMatchObject({
      spaceSlug: space.slug,
      question: 'おすすめの本は？',
      answer: '最近は詩集を読んでいます。',
      lang: 'ja',
    });
    // Nothing but the published text: no name, no sender key, no address key.
    expect(Object.keys(doc!).sort()).toEqual([
      'answer',
      'boardId',
      'boardSlug',
      'lang',
      'postId',
      'publishedAt',
      'question',
      'spaceId',
      'spaceSlug',
      'updatedAt',
    ]);
    const { message } = await call(getMessage, owner, { spaceId: space.spaceId, messageId });
    expect(message.answer).toMatchObject({ boardSlug: 'answers', postId: published.postId });

    const edited = await call(publishAnswer, owner, {
      slug: space.slug,
      messageId,
      answer: '詩集と、旅の本です。',
    });
    expect(edited.postId).toBe(published.postId);
    expect((await readAnswer(published.postId))?.answer).toBe('詩集と、旅の本です。');
    // The board page lists it, with its question (the boards' trigger writes the board's page;
    // beside the whole emulator tier, triggers can wait their turn for many seconds).
    await vi.waitFor(
      async () => {
        const board = (await db().doc(publicBoardPath(space.slug, 'answers')).get()).data() as
          PublicBoard | undefined;
        expect(board?.posts?.[0]).toMatchObject({
          postId: published.postId,
          body: '詩集と、旅の本です。',
          question: 'おすすめの本は？',
          name: '',
        });
      },
      { timeout: 60_000, interval: 250 },
    );
  }, 90_000);

  it('names a signed sender only when the owner chooses to', async () => {
    const space = await ownSpace();
    const [hidden, shown] = await Promise.all([
      putMessage(space.spaceId, { name: 'Aki' }),
      putMessage(space.spaceId, { name: 'Aki' }),
    ]);
    const a = await call(publishAnswer, owner, {
      slug: space.slug,
      messageId: hidden,
      answer: 'A',
    });
    expect((await readAnswer(a.postId))?.name).toBeUndefined();
    const b = await call(publishAnswer, owner, {
      slug: space.slug,
      messageId: shown,
      answer: 'B',
      showName: true,
    });
    // The second answer finds the board the first made.
    expect(b.boardSlug).toBe(a.boardSlug);
    expect((await readAnswer(b.postId))?.name).toBe('Aki');
  });

  it('refuses a held message and an answer past the limit', async () => {
    const space = await ownSpace();
    const held = await putMessage(space.spaceId, { held: true });
    const refused = await failure(
      call(publishAnswer, owner, { slug: space.slug, messageId: held, answer: 'x' }),
    );
    expect(refused.code).toBe('invalid-argument');
    const messageId = await putMessage(space.spaceId);
    const tooLong = await failure(
      call(publishAnswer, owner, { slug: space.slug, messageId, answer: 'あ'.repeat(1001) }),
    );
    expect(tooLong.code).toBe('invalid-argument');
  });
});

describe('unpublishAnswer', () => {
  it('removes the page document, the board post and the message field', async () => {
    const space = await ownSpace();
    const messageId = await putMessage(space.spaceId);
    const { postId } = await call(publishAnswer, owner, {
      slug: space.slug,
      messageId,
      answer: 'ありがとう',
    });
    expect(await readAnswer(postId)).toBeDefined();
    expect(await call(unpublishAnswer, owner, { slug: space.slug, messageId })).toEqual({
      unpublished: true,
    });
    expect(await readAnswer(postId)).toBeUndefined();
    expect((await readMessage(space.spaceId, messageId))?.answer).toBeUndefined();
    expect(await call(unpublishAnswer, owner, { slug: space.slug, messageId })).toEqual({
      unpublished: false,
    });
  });
});

describe('markReadAloud', () => {
  it('marks and unmarks, keeping the first time when marked again', async () => {
    const space = await ownSpace();
    const messageId = await putMessage(space.spaceId);
    const first = await call(markReadAloud, owner, {
      slug: space.slug,
      messageId,
      readAloud: true,
    });
    expect(first.readAloudAt).toMatch(/^\d{4}-/);
    const again = await call(markReadAloud, owner, {
      slug: space.slug,
      messageId,
      readAloud: true,
    });
    expect(again.readAloudAt).toBe(first.readAloudAt);
    const { message } = await call(getMessage, owner, { spaceId: space.spaceId, messageId });
    expect(message.readAloudAt).toBe(first.readAloudAt);
    expect(
      await call(markReadAloud, owner, { slug: space.slug, messageId, readAloud: false }),
    ).toEqual({});
    expect((await readMessage(space.spaceId, messageId))?.readAloudAt).toBeUndefined();
  });
});

describe('an answer’s page never outlives what it came from', () => {
  /** A published answer: its page's document exists; answers where it lives. */
  async function answered(space: { spaceId: string; slug: string }, body: string) {
    const messageId = await putMessage(space.spaceId, { name: '', body });
    const { postId, boardSlug } = await call(publishAnswer, owner, {
      slug: space.slug,
      messageId,
      answer: 'Yes.',
    });
    const boardId = (await readMessage(space.spaceId, messageId))!.answer!.boardId;
    expect(await readAnswer(postId)).toBeDefined();
    return { messageId, postId, boardId, boardSlug };
  }

  const gone = (postId: string) =>
    vi.waitFor(async () => expect(await readAnswer(postId)).toBeUndefined(), {
      timeout: 30_000,
      interval: 250,
    });

  it('goes with its post, its message, and its board', async () => {
    const space = await ownSpace();
    const byPost = await answered(space, 'Deleted from the board?');
    const byMessage = await answered(space, 'Deleted from the inbox?');
    const byBoard = await answered(space, 'Deleted with the board?');

    await call(deleteBoardPosts, owner, {
      spaceId: space.spaceId,
      boardId: byPost.boardId,
      postIds: [byPost.postId],
    });
    await gone(byPost.postId);
    expect(await readAnswer(byBoard.postId)).toBeDefined();

    await call(deleteMessages, owner, {
      spaceId: space.spaceId,
      messageIds: [byMessage.messageId],
    });
    await gone(byMessage.postId);
    // The post on the answers board went with the message, so the board no longer lists it.
    const post = await db()
      .doc(`spaces/${space.spaceId}/boards/${byMessage.boardId}/posts/${byMessage.postId}`)
      .get();
    expect(post.exists).toBe(false);
    expect(await readAnswer(byBoard.postId)).toBeDefined();

    await call(deleteBoard, owner, { spaceId: space.spaceId, boardId: byBoard.boardId });
    await gone(byBoard.postId);
  });
});

describe('an answer’s page and card follow their source at every moment', () => {
  const origin = () => process.env.SPACES_HOSTING_ORIGIN!;
  const get = (path: string) => fetch(`${origin()}${path}`, { redirect: 'manual' });

  /** A published answer on the space's answers board, with what its page and card are. */
  async function published(space: { spaceId: string; slug: string }) {
    // The space's own pages (and so its answers) wait for its public document, a trigger's.
    await waitForPublicSpace(space.slug, (doc) => doc !== undefined);
    const messageId = await putMessage(space.spaceId, { name: '', body: 'A letter for you' });
    const { postId, boardSlug, path } = await call(publishAnswer, owner, {
      slug: space.slug,
      messageId,
      answer: 'Thank you!',
    });
    const boardId = (await readMessage(space.spaceId, messageId))!.answer!.boardId;
    const card = cardPath(space.slug, { kind: 'answer', boardSlug, postId }, 'og');
    return { postId, boardId, boardSlug, path, card };
  }

  async function boardInput(spaceId: string, boardId: string): Promise<BoardInput> {
    const board = (await db().doc(`spaces/${spaceId}/boards/${boardId}`).get()).data()!;
    const { title, slug, description, visible, mode } = board as BoardInput;
    return { title, slug, description, visible, mode };
  }

  /** The page's and the card's statuses, asked side by side. */
  const statuses = async (answer: { path: string; card: string }) =>
    Promise.all([get(answer.path), get(answer.card)]).then((rs) => rs.map((r) => r.status));

  it('answers 404 the moment its post or board is hidden, its space unpublished; no CDN copy', async () => {
    const space = await ownSpace();
    const answer = await published(space);
    const page = await get(answer.path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('A letter for you');
    expect((await get(answer.card)).status).toBe(200);

    const posts = (status: 'hidden' | 'published') =>
      call(updateBoardPosts, owner, {
        spaceId: space.spaceId,
        boardId: answer.boardId,
        postIds: [answer.postId],
        change: { status },
      });
    await posts('hidden');
    expect(await statuses(answer)).toEqual([404, 404]);
    await posts('published');
    expect(await statuses(answer)).toEqual([200, 200]);

    const input = await boardInput(space.spaceId, answer.boardId);
    const board = (visible: boolean) =>
      call(updateBoard, owner, {
        spaceId: space.spaceId,
        boardId: answer.boardId,
        board: { ...input, visible },
      });
    await board(false);
    expect(await statuses(answer)).toEqual([404, 404]);
    await board(true);
    expect(await statuses(answer)).toEqual([200, 200]);
    // The CDN keeps no copy of either: a copy would outlive the owner's hiding it.
    const [shownPage, shownCard] = await Promise.all([get(answer.path), get(answer.card)]);
    expect(shownPage.headers.get('cache-control')).toBe('no-cache');
    expect(shownCard.headers.get('cache-control')).toBe('no-cache');

    // The space's pages all go with its public document, which its trigger removes.
    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: false });
    await vi.waitFor(async () => expect(await statuses(answer)).toEqual([404, 404]), {
      timeout: 60_000,
      interval: 250,
    });
  }, 120_000);

  it('is found from an old link after its board or its space is renamed', async () => {
    const space = await ownSpace();
    const answer = await published(space);
    const input = await boardInput(space.spaceId, answer.boardId);
    await call(updateBoard, owner, {
      spaceId: space.spaceId,
      boardId: answer.boardId,
      board: { ...input, slug: 'ask' },
    });
    const moved = `/${space.slug}/ask/${answer.postId}`;
    const fromOldBoard = await get(answer.path);
    expect(fromOldBoard.status).toBe(301);
    expect(new URL(fromOldBoard.headers.get('location')!, origin()).pathname).toBe(moved);
    expect((await get(moved)).status).toBe(200);
    const movedCard = cardPath(
      space.slug,
      { kind: 'answer', boardSlug: 'ask', postId: answer.postId },
      'og',
    );
    expect((await get(movedCard)).status).toBe(200);
    // The inbox keeps the board slug it published under: its card link moves to the current one.
    const fromOldCard = await get(answer.card);
    expect(fromOldCard.status).toBe(302);
    expect(new URL(fromOldCard.headers.get('location')!, origin()).pathname).toBe(movedCard);

    const newSlug = `q-${unique()}`;
    await call(renameSpace, owner, { spaceId: space.spaceId, slug: newSlug });
    const renamed = `/${newSlug}/ask/${answer.postId}`;
    await vi.waitFor(async () => expect((await get(renamed)).status).toBe(200), {
      timeout: 60_000,
      interval: 250,
    });
    const fromOldSpace = await get(moved);
    expect(fromOldSpace.status).toBe(301);
    expect(new URL(fromOldSpace.headers.get('location')!, origin()).pathname).toBe(renamed);
    // The first link of all, two renames ago, still arrives.
    const first = await fetch(`${origin()}${answer.path}`);
    expect(first.status).toBe(200);
    expect(new URL(first.url).pathname).toBe(renamed);
    expect(await first.text()).toContain('Thank you!');
  }, 120_000);
});
