import type { ContentView } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import {
  isReportable,
  publicViewOf,
  targetKeyOf,
  targetWithReport,
  toNotice,
  viewOf,
  type NoticeDoc,
  type ReportTargetDoc,
  type TargetContent,
} from './report';

const space = (over: Partial<NonNullable<TargetContent['space']>> = {}) => ({
  ownerUid: 'owner',
  slug: 'mika',
  published: true,
  top: { displayName: 'Mika', bio: 'hello', layout: 'centered' as const },
  sns: [{ id: 's1', service: 'x' as const, url: 'https://x.com/mika', handle: 'mika' }],
  buttons: [
    {
      id: 'b1',
      label: 'Shop',
      url: 'https://example.com/shop',
      color: 'primary' as const,
      variant: 'solid' as const,
      visible: true,
    },
    {
      id: 'b2',
      label: 'Hidden',
      url: 'https://example.com/hidden',
      color: 'primary' as const,
      variant: 'solid' as const,
      visible: false,
    },
  ],
  ...over,
});
const board = { slug: 'fan-art', title: 'Fan art', description: 'Draw!', visible: true };
const post = { body: 'my drawing', name: 'Rin', byOwner: false, status: 'published' };

describe('target keys', () => {
  it('are the same for the same page and differ between pages', () => {
    const a = targetKeyOf({ kind: 'post', spaceId: 's', boardId: 'b', postId: 'p' });
    expect(a).toBe(targetKeyOf({ kind: 'post', spaceId: 's', boardId: 'b', postId: 'p' }));
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const others = [
      targetKeyOf({ kind: 'answer', spaceId: 's', boardId: 'b', postId: 'p' }),
      targetKeyOf({ kind: 'post', spaceId: 's', boardId: 'b_p', postId: '' }),
      targetKeyOf({ kind: 'space', spaceId: 's' }),
      targetKeyOf({ kind: 'letter', spaceId: 's' }),
    ];
    expect(new Set([a, ...others]).size).toBe(5);
  });
});

describe('what a page shows', () => {
  it('keeps the visible parts of a space, labelled', () => {
    const view = viewOf('space', { space: space() })!;
    expect(view.title).toBe('Mika');
    expect(view.texts).toEqual([{ part: 'bio', text: 'hello' }]);
    expect(view.links).toEqual([
      { part: 'sns', label: 'mika', url: 'https://x.com/mika' },
      { part: 'button', label: 'Shop', url: 'https://example.com/shop' },
    ]);
  });

  it("shows a post with its board's title, its sender's name and body", () => {
    expect(viewOf('post', { space: space(), board, post })).toEqual<ContentView>({
      title: 'Fan art',
      texts: [
        { part: 'sender', text: 'Rin' },
        { part: 'body', text: 'my drawing' },
      ],
      links: [],
      images: [],
    });
    expect(viewOf('post', { space: space(), board })).toBeUndefined();
  });

  it('says what the public sees now, and keeps the content for the console', () => {
    expect(publicViewOf('space', { space: space() }).state).toBe('shown');
    expect(publicViewOf('space', { space: undefined })).toEqual({ state: 'gone' });
    const down = publicViewOf('letter', { space: space({ takenDown: { at: new Date() } }) });
    expect(down.state).toBe('taken-down');
    expect(down.view?.title).toBe('Mika');
    expect(publicViewOf('space', { space: space({ suspended: {} }) }).state).toBe('suspended');
    expect(
      publicViewOf('post', { space: space(), board, post: { ...post, removal: {} } }).state,
    ).toBe('hidden');
    expect(
      publicViewOf('post', { space: space(), board, post: { ...post, status: 'held' } }).state,
    ).toBe('not-public');
    expect(publicViewOf('space', { space: space({ published: false }) }).state).toBe('not-public');
  });

  it('lets a visitor report only what they can see, a post as a post and an answer as one', () => {
    expect(isReportable('post', { space: space(), board, post })).toBe(true);
    expect(isReportable('answer', { space: space(), board, post })).toBe(false);
    expect(
      isReportable('answer', { space: space(), board, post: { ...post, question: 'Q' } }),
    ).toBe(true);
    expect(isReportable('board', { space: space(), board: { ...board, visible: false } })).toBe(
      false,
    );
    expect(isReportable('space', { space: space({ takenDown: {} }) })).toBe(false);
  });
});

describe('grouping reports by target', () => {
  const fresh = {
    kind: 'space' as const,
    spaceId: 's',
    ownerUid: 'owner',
    slug: 'mika',
    path: '/mika',
    title: 'Mika',
    snapshot: viewOf('space', { space: space() })!,
    state: { hidden: false, takenDown: false, suspended: false },
  };
  const t0 = new Date('2026-01-01T00:00:00Z');
  const t1 = new Date('2026-01-02T00:00:00Z');
  const t2 = new Date('2026-01-03T00:00:00Z');

  it('counts reports and their reasons, keeping the first snapshot of a round', () => {
    const first = targetWithReport(undefined, fresh, 'spam', t0);
    expect(first).toMatchObject({ openCount: 1, totalCount: 1, reasons: { spam: 1 } });
    const later = { ...fresh, title: 'Mika 2', snapshot: { ...fresh.snapshot, title: 'Mika 2' } };
    const second = targetWithReport(first, later, 'spam', t1);
    expect(second).toMatchObject({
      openCount: 2,
      reasons: { spam: 2 },
      firstReportedAt: t0,
      lastReportedAt: t1,
      title: 'Mika',
      status: 'open',
    });
    expect(second.snapshot.title).toBe('Mika');
  });

  it('starts a new round, with a new snapshot, after a decision', () => {
    const decided: ReportTargetDoc = {
      ...targetWithReport(undefined, fresh, 'spam', t0),
      openCount: 0,
      reasons: {},
      status: 'decided',
      decidedAt: t1,
      state: { hidden: false, takenDown: true, suspended: false },
    };
    const later = { ...fresh, title: 'Mika 2', snapshot: { ...fresh.snapshot, title: 'Mika 2' } };
    const next = targetWithReport(decided, later, 'harassment', t2);
    expect(next).toMatchObject({
      openCount: 1,
      totalCount: 2,
      reasons: { harassment: 1 },
      firstReportedAt: t2,
      title: 'Mika 2',
      status: 'open',
      // The operator's state stands: a new report does not undo a decision.
      state: { takenDown: true },
    });
  });
});

describe("an owner's notice", () => {
  it('carries nothing but what, why, when, the message and the objection', () => {
    const doc: NoticeDoc = {
      ownerUid: 'owner',
      kind: 'post-hidden',
      targetKey: 'k',
      decisionId: 'd',
      spaceId: 's',
      slug: 'mika',
      title: 'Fan art',
      excerpt: 'my drawing',
      reason: 'infringement',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      lifted: false,
    };
    expect(Object.keys(toNotice('n1', doc)).sort()).toEqual(
      ['createdAt', 'excerpt', 'kind', 'noticeId', 'reason', 'slug', 'spaceId', 'title'].sort(),
    );
  });
});
