// Public answers through the Functions emulator: publishAnswer, unpublishAnswer and markReadAloud,
// their access policy, what the public document may hold (anonymous stays anonymous, a name only
// when signed and chosen), and that unpublishing takes the page's document away, as deleting its
// post, its message or its board does.
import {
  createSpace,
  deleteBoard,
  deleteBoardPosts,
  deleteMessages,
  getMessage,
  markReadAloud,
  publicAnswerPath,
  publicBoardPath,
  publishAnswer,
  setSpacePublished,
  unpublishAnswer,
  type PublicBoard,
} from '@spaces/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { WARM_UP_TIMEOUT_MS, call, failure, warmUp } from './support/call';
import { db } from './support/firestore';
import { putMessage, readMessage } from './support/inbox';
import { MANY_CALLS_TIMEOUT_MS, unique } from './support/stack';

let owner: TestUser;
let stranger: TestUser;

vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser(), newUser()]);
  await warmUp([
    createSpace,
    setSpacePublished,
    publishAnswer,
    unpublishAnswer,
    markReadAloud,
    deleteBoardPosts,
    deleteMessages,
    deleteBoard,
  ]);
}, WARM_UP_TIMEOUT_MS);

async function ownSpace() {
  owner = await newUser();
  const slug = `q-${unique()}`;
  const { space } = await call(createSpace, owner, { slug, displayName: 'Mika' });
  await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
  return space;
}

const readAnswer = async (slug: string, boardSlug: string, postId: string) =>
  (
    await db()
      .doc(publicAnswerPath(slug, boardSlug, postId))
      .get()
  ).data();

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
    const doc = await readAnswer(space.slug, 'answers', published.postId);
    expect(doc).toMatchObject({
      spaceSlug: space.slug,
      question: 'おすすめの本は？',
      answer: '最近は詩集を読んでいます。',
      lang: 'ja',
    });
    // Nothing but the published text: no name, no sender key, no address key.
    expect(Object.keys(doc!).sort()).toEqual([
      'answer',
      'boardSlug',
      'lang',
      'postId',
      'publishedAt',
      'question',
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
    expect((await readAnswer(space.slug, 'answers', published.postId))?.answer).toBe(
      '詩集と、旅の本です。',
    );
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
    expect((await readAnswer(space.slug, a.boardSlug, a.postId))?.name).toBeUndefined();
    const b = await call(publishAnswer, owner, {
      slug: space.slug,
      messageId: shown,
      answer: 'B',
      showName: true,
    });
    // The second answer finds the board the first made.
    expect(b.boardSlug).toBe(a.boardSlug);
    expect((await readAnswer(space.slug, b.boardSlug, b.postId))?.name).toBe('Aki');
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
    const { boardSlug, postId } = await call(publishAnswer, owner, {
      slug: space.slug,
      messageId,
      answer: 'ありがとう',
    });
    expect(await readAnswer(space.slug, boardSlug, postId)).toBeDefined();
    expect(await call(unpublishAnswer, owner, { slug: space.slug, messageId })).toEqual({
      unpublished: true,
    });
    expect(await readAnswer(space.slug, boardSlug, postId)).toBeUndefined();
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
    expect(await readAnswer(space.slug, boardSlug, postId)).toBeDefined();
    return { messageId, postId, boardId, boardSlug };
  }

  const gone = (slug: string, boardSlug: string, postId: string) =>
    vi.waitFor(async () => expect(await readAnswer(slug, boardSlug, postId)).toBeUndefined(), {
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
    await gone(space.slug, byPost.boardSlug, byPost.postId);
    expect(await readAnswer(space.slug, byBoard.boardSlug, byBoard.postId)).toBeDefined();

    await call(deleteMessages, owner, {
      spaceId: space.spaceId,
      messageIds: [byMessage.messageId],
    });
    await gone(space.slug, byMessage.boardSlug, byMessage.postId);
    // The post on the answers board went with the message, so the board no longer lists it.
    const post = await db()
      .doc(`spaces/${space.spaceId}/boards/${byMessage.boardId}/posts/${byMessage.postId}`)
      .get();
    expect(post.exists).toBe(false);
    expect(await readAnswer(space.slug, byBoard.boardSlug, byBoard.postId)).toBeDefined();

    await call(deleteBoard, owner, { spaceId: space.spaceId, boardId: byBoard.boardId });
    await gone(space.slug, byBoard.boardSlug, byBoard.postId);
  });
});
