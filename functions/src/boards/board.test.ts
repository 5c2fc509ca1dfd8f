import {
  DEFAULT_BACKGROUND,
  DEFAULT_THEME,
  LIMITS,
  publicBoardId,
  type BoardInput,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError, ValidationError } from '../platform/errors';
import { boardEntry, image } from '../spaces/space.fixtures';
import {
  acceptsImages,
  applyPostChange,
  toBoardPost,
  withOperatorMark,
  assertAcceptsImages,
  assertBelowLimit,
  assertSlugFree,
  assertVisitorsPost,
  checkBoardInput,
  decodePostCursor,
  desiredPublicBoards,
  encodePostCursor,
  findBySlug,
  imagePostStatus,
  indexEntryOf,
  newBoard,
  holdInRaid,
  ownerPost,
  pageOf,
  reordered,
  sameDocument,
  toPublicPost,
  visitorImagePost,
  visitorPost,
  visitorPostStatus,
  withEntry,
  withSettings,
  type StoredPost,
} from './board';

const t0 = new Date('2026-01-01T00:00:00Z');
const input = (over: Partial<BoardInput> = {}): BoardInput => ({
  title: 'News',
  slug: 'news',
  description: '',
  visible: true,
  mode: 'owner',
  ...over,
});
const entry = (boardId: string, slug: string) => boardEntry(slug, { boardId });
const reasonOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? error.reason : 'other';
  }
  return undefined;
};

const KEYS = { senderKey: 'key12345', addressKey: 'addr1234', firstSeen: true };

describe('board settings', () => {
  it('normalises the slug and refuses space route names and reserved words', () => {
    expect(checkBoardInput(input({ slug: 'Fan-Art', title: ' Art ' }))).toMatchObject({
      slug: 'fan-art',
      title: 'Art',
    });
    for (const slug of ['letter', 'messages', 'top', 'insights', 'settings', 'edit']) {
      const error = (() => {
        try {
          checkBoardInput(input({ slug }));
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues).toEqual([
        { field: 'board.slug', rule: 'reserved' },
      ]);
    }
  });

  it('allows words reserved only for space slugs, such as news', () => {
    expect(checkBoardInput(input({ slug: 'news' })).slug).toBe('news');
    expect(checkBoardInput(input({ slug: 'help' })).slug).toBe('help');
  });

  it('refuses a blank title', () => {
    expect(reasonOf(() => checkBoardInput(input({ title: '   ' })))).toBe('invalid-input');
  });

  it('keeps slugs unique within the space, but lets a board keep its own', () => {
    const index = [entry('a', 'news'), entry('b', 'art')];
    expect(reasonOf(() => assertSlugFree(index, 'news', undefined))).toBe('board-slug-taken');
    expect(reasonOf(() => assertSlugFree(index, 'news', 'b'))).toBe('board-slug-taken');
    expect(reasonOf(() => assertSlugFree(index, 'news', 'a'))).toBeUndefined();
  });

  it('stops at the board limit', () => {
    const index = Array.from({ length: LIMITS.boardsPerSpace }, (_, i) => entry(`b${i}`, `s${i}x`));
    expect(reasonOf(() => assertBelowLimit(index.slice(1)))).toBeUndefined();
    expect(reasonOf(() => assertBelowLimit(index))).toBe('board-limit');
  });

  it('keeps a renamed board answering at its former slug until another board takes it', () => {
    const renamed = withSettings(newBoard(input(), t0), input({ slug: 'updates' }), t0);
    expect(renamed.formerSlugs).toEqual(['news']);
    let index = withEntry([], indexEntryOf('a', renamed));
    expect(findBySlug(index, 'news')).toEqual({ entry: index[0], redirected: true });
    index = withEntry(index, indexEntryOf('b', newBoard(input(), t0)));
    expect(index[0]!.formerSlugs).toEqual([]);
    expect(findBySlug(index, 'news')?.entry.boardId).toBe('b');
    // Renaming back drops the slug from the former ones.
    expect(withSettings(renamed, input(), t0).formerSlugs).toEqual(['updates']);
  });

  it(`refuses a rename past ${LIMITS.formerSlugsPerBoard} former slugs, keeping every redirect`, () => {
    let board = newBoard(input(), t0);
    for (let i = 0; i < LIMITS.formerSlugsPerBoard; i += 1)
      board = withSettings(board, input({ slug: `name-${i}` }), t0);
    expect(board.formerSlugs).toHaveLength(LIMITS.formerSlugsPerBoard);
    expect(() => withSettings(board, input({ slug: 'one-more' }), t0)).toThrow(
      expect.objectContaining({
        reason: 'invalid-input',
        details: {
          issues: [{ field: 'board.slug', rule: 'maxItems', limit: LIMITS.formerSlugsPerBoard }],
        },
      }),
    );
    // Renaming back to a former slug adds none, so it still works at the bound.
    expect(withSettings(board, input({ slug: 'name-3' }), t0).formerSlugs).toHaveLength(
      LIMITS.formerSlugsPerBoard,
    );
  });

  it('reorders only with every board named once', () => {
    const index = [entry('a', 'aaa'), entry('b', 'bbb')];
    expect(reordered(index, ['b', 'a']).map((e) => e.boardId)).toEqual(['b', 'a']);
    expect(reasonOf(() => reordered(index, ['a']))).toBe('invalid-input');
    expect(reasonOf(() => reordered(index, ['a', 'c']))).toBe('invalid-input');
  });
});

describe('posts', () => {
  it('decides where a visitor’s post goes by mode and NG words', () => {
    expect(visitorPostStatus('open', false)).toBe('published');
    expect(visitorPostStatus('approval', false)).toBe('pending');
    expect(visitorPostStatus('open', true)).toBe('held');
    expect(reasonOf(() => assertVisitorsPost({ mode: 'owner' }))).toBe('board-closed');
    expect(reasonOf(() => assertVisitorsPost({ mode: 'open' }))).toBeUndefined();
  });

  it('trims what visitors send and refuses a blank body', () => {
    const post = visitorPost({ body: ' hi ', name: ' Mei ' }, 'pending', KEYS, t0);
    expect(post).toMatchObject({ body: 'hi', name: 'Mei', queued: true, byOwner: false });
    expect(reasonOf(() => visitorPost({ body: '  ' }, 'published', KEYS, t0))).toBe(
      'invalid-input',
    );
  });

  it('lets the owner edit only their own posts', () => {
    const mine = ownerPost(undefined, 'news', t0);
    expect(ownerPost(mine, 'edited', t0)).toMatchObject({ body: 'edited', byOwner: true });
    const theirs = visitorPost({ body: 'hi' }, 'published', KEYS, t0);
    expect(reasonOf(() => ownerPost(theirs, 'edited', t0))).toBe('invalid-input');
  });

  it('approves, hides and pins, and changes nothing when nothing differs', () => {
    const pending = visitorPost({ body: 'hi' }, 'pending', KEYS, t0);
    const approved = applyPostChange(pending, { status: 'published' }, t0);
    expect(approved).toMatchObject({ status: 'published', queued: false });
    expect(applyPostChange(approved, { status: 'published' }, t0)).toBe(approved);
    expect(applyPostChange(approved, { pinned: true }, t0).pinned).toBe(true);
  });
});

describe('posts the operator hid', () => {
  const mark = { at: t0, decisionId: 'd1' };
  const pending = visitorPost({ body: 'a request' }, 'pending', KEYS, t0);
  const published = visitorPost({ body: 'hi' }, 'published', KEYS, t0);

  it('are hidden whatever they were, and come back as they were', () => {
    for (const post of [
      published,
      pending,
      { ...published, status: 'hidden' as const },
      { ...pending, status: 'held' as const },
    ]) {
      const hidden = withOperatorMark(post, mark);
      expect(hidden).toMatchObject({ status: 'hidden', queued: false, removal: mark });
      expect(withOperatorMark(hidden, mark)).toBe(hidden);
      const back = withOperatorMark(hidden, undefined);
      expect(back).toEqual(post);
      expect(withOperatorMark(back, undefined)).toBe(back);
    }
  });

  it('stay hidden whatever the owner does, but may be pinned', () => {
    const hidden = withOperatorMark(published, mark);
    expect(applyPostChange(hidden, { status: 'published' }, t0)).toBe(hidden);
    const pinned = applyPostChange(hidden, { status: 'published', pinned: true }, t0);
    expect(pinned).toMatchObject({ status: 'hidden', pinned: true, removal: mark });
  });

  it('tell the owner they were hidden by the operator', () => {
    expect(toBoardPost('p1', withOperatorMark(published, mark)).removedByOperator).toBe(true);
    expect(toBoardPost('p1', published)).not.toHaveProperty('removedByOperator');
  });
});

describe('image posts (fan art)', () => {
  const IMAGE = image('abc');

  it('takes images only where the owner turned them on, and never on the owner’s own board', () => {
    expect(acceptsImages({ mode: 'open' })).toBe(false);
    expect(acceptsImages({ mode: 'open', images: 'off' })).toBe(false);
    expect(acceptsImages({ mode: 'approval', images: 'review' })).toBe(true);
    expect(acceptsImages({ mode: 'owner', images: 'publish' })).toBe(false);
    expect(reasonOf(() => assertAcceptsImages({ mode: 'open', images: 'off' }))).toBe(
      'board-closed',
    );
    expect(reasonOf(() => assertAcceptsImages({ mode: 'open', images: 'review' }))).toBeUndefined();
  });

  it('holds every image for the owner unless the board publishes images', () => {
    expect(imagePostStatus({ mode: 'open', images: 'review' }, false)).toBe('pending');
    expect(imagePostStatus({ mode: 'open', images: 'publish' }, false)).toBe('published');
    expect(imagePostStatus({ mode: 'approval', images: 'publish' }, false)).toBe('pending');
    expect(imagePostStatus({ mode: 'open', images: 'publish' }, true)).toBe('held');
  });

  it('holds a visitor’s published or waiting post at the start of a flood, nothing else', () => {
    const published = visitorPost({ body: 'hi' }, 'published', KEYS, t0);
    const t1 = new Date(t0.getTime() + 1000);
    expect(holdInRaid(published, t1)).toEqual({
      ...published,
      status: 'held',
      queued: true,
      updatedAt: t1,
    });
    const pending = visitorPost({ body: 'hi' }, 'pending', KEYS, t0);
    expect(holdInRaid(pending, t1).status).toBe('held');
    for (const post of [
      visitorPost({ body: 'hi' }, 'hidden', KEYS, t0),
      visitorPost({ body: 'hi' }, 'held', KEYS, t0),
      ownerPost(undefined, 'news', t0),
    ])
      expect(holdInRaid(post, t1)).toBe(post);
  });

  it('keeps the image on the post and shows it publicly', () => {
    const post = visitorImagePost({ body: ' ', name: ' Mei ' }, IMAGE, 'pending', KEYS, t0);
    expect(post).toMatchObject({ body: '', name: 'Mei', queued: true, image: IMAGE });
    expect(toPublicPost('p1', post).image).toEqual(IMAGE);
    expect(
      toPublicPost('p1', visitorPost({ body: 'hi' }, 'published', KEYS, t0)),
    ).not.toHaveProperty('image');
  });
});

describe('paging', () => {
  it('round-trips cursors and refuses broken ones', () => {
    const at = { pinned: true, createdAt: t0, postId: 'p1' };
    expect(decodePostCursor(encodePostCursor(at))).toEqual(at);
    expect(reasonOf(() => decodePostCursor('nope'))).toBe('invalid-input');
  });

  it('cuts a page and points past its last post only when there is more', () => {
    const posts: [string, StoredPost][] = [1, 2, 3].map((n) => [
      `p${n}`,
      ownerPost(undefined, `post ${n}`, new Date(t0.getTime() - n * 1000)),
    ]);
    expect(pageOf(posts, 3, (id) => id)).toEqual({ items: ['p1', 'p2', 'p3'] });
    const page = pageOf(posts, 2, (id) => id);
    expect(page.items).toEqual(['p1', 'p2']);
    expect(decodePostCursor(page.next!).postId).toBe('p2');
  });
});

describe('public board documents', () => {
  const top = { displayName: 'Mika', bio: '', layout: 'centered' as const };
  const look = {
    background: DEFAULT_BACKGROUND,
    theme: { ...DEFAULT_THEME, preset: 'night' as const },
  };
  const source = (over: Record<string, unknown> = {}) => ({
    spaceId: 's1',
    space: { slug: 'demo', published: true, top, ...look },
    boardId: 'b1',
    board: withSettings(newBoard(input(), t0), input({ slug: 'updates' }), t0),
    firstPosts: [['p1', ownerPost(undefined, 'hello', t0)]] as const,
    postCount: 1,
    ...over,
  });

  it('publishes the board under its slug with a redirect from each former slug', () => {
    const docs = desiredPublicBoards(source());
    expect([...docs.keys()]).toEqual([publicBoardId('demo', 'updates'), 'demo:news']);
    expect(docs.get('demo:updates')).toMatchObject({
      board: { slug: 'updates', postCount: 1 },
      posts: [{ postId: 'p1', body: 'hello', byOwner: true }],
      space: { displayName: 'Mika', theme: { preset: 'night' }, background: DEFAULT_BACKGROUND },
    });
    expect(docs.get('demo:news')).toEqual({
      spaceId: 's1',
      boardId: 'b1',
      spaceSlug: 'demo',
      redirectTo: 'updates',
    });
  });

  it('publishes nothing for a hidden board, a private or deleted space, or a deleted board', () => {
    const hidden = { ...source().board, visible: false };
    expect(desiredPublicBoards(source({ board: hidden })).size).toBe(0);
    expect(
      desiredPublicBoards(source({ space: { slug: 'demo', published: false, top, ...look } })).size,
    ).toBe(0);
    expect(desiredPublicBoards(source({ space: undefined })).size).toBe(0);
    expect(desiredPublicBoards(source({ board: undefined })).size).toBe(0);
  });

  it('compares documents whatever their key order', () => {
    expect(sameDocument({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameDocument({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameDocument(undefined, { a: 1 })).toBe(false);
  });
});
