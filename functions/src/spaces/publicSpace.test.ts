import { DEFAULT_MESSAGE_SETTINGS, type PublicSpace } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { buildPublicSpace, planPublicSync, updateTimeKey } from './publicSpace';
import { newSpace, type Space } from './space';

const t0 = new Date('2026-01-01T00:00:00Z');
const published = (over: Partial<Space> = {}): Space => ({
  ...newSpace('owner', 'demo', 'Demo', t0),
  published: true,
  buttons: [
    {
      id: 'b1',
      label: 'Shown',
      url: 'https://a.example/',
      color: 'primary',
      variant: 'solid',
      visible: true,
    },
    {
      id: 'b2',
      label: 'Hidden',
      url: 'https://b.example/',
      color: 'neutral',
      variant: 'ghost',
      visible: false,
    },
  ],
  ...over,
});
const T1 = updateTimeKey(1_700_000_000, 5);
const T2 = updateTimeKey(1_700_000_000, 600_000_000);
const stored = (entries: [string, PublicSpace | undefined][]) => new Map(entries);

describe('buildPublicSpace', () => {
  it('carries the letter and fan-message boxes only while they are on, never the NG words', () => {
    const off = published({ messages: DEFAULT_MESSAGE_SETTINGS });
    expect(buildPublicSpace('s1', off, T1)).not.toHaveProperty('letterBox');
    expect(buildPublicSpace('s1', off, T1)).not.toHaveProperty('fanMessages');
    const wall = [{ messageId: 'm1', body: 'Hi', name: '', createdAt: t0.toISOString() }];
    const doc = buildPublicSpace(
      's1',
      published({
        messages: {
          ...DEFAULT_MESSAGE_SETTINGS,
          letterBox: { ...DEFAULT_MESSAGE_SETTINGS.letterBox, enabled: true, intro: 'Write!' },
          fanMessages: { ...DEFAULT_MESSAGE_SETTINGS.fanMessages, enabled: true, showWall: true },
          thanks: { letter: { text: 'Thank you' }, fanMessage: { text: 'Thanks!' } },
          ngWords: ['secret-ng-word'],
        },
        wall,
      }),
      T1,
    );
    expect(doc.letterBox).toMatchObject({ intro: 'Write!', thanks: { text: 'Thank you' } });
    expect(doc.fanMessages).toMatchObject({ wall, thanks: { text: 'Thanks!' } });
    expect(JSON.stringify(doc)).not.toContain('secret-ng-word');
  });

  it('says reviewing while the space is in raid mode, and not otherwise', () => {
    expect(buildPublicSpace('s1', published(), T1).reviewing).toBe(false);
    const raid = published({ moderation: { raidSince: t0, slowModeMinutes: 0 } });
    expect(buildPublicSpace('s1', raid, T1).reviewing).toBe(true);
    const ended = published({ moderation: { raidSince: null, slowModeMinutes: 5 } });
    expect(buildPublicSpace('s1', ended, T1).reviewing).toBe(false);
    // The slow-mode choice is the owner's business: the page does not carry it.
    expect(JSON.stringify(buildPublicSpace('s1', ended, T1))).not.toContain('slowMode');
  });

  it('leaves the wall out when the owner does not show it', () => {
    const doc = buildPublicSpace(
      's1',
      published({
        messages: {
          ...DEFAULT_MESSAGE_SETTINGS,
          fanMessages: { ...DEFAULT_MESSAGE_SETTINGS.fanMessages, enabled: true },
        },
        wall: [{ messageId: 'm1', body: 'Hi', name: '', createdAt: t0.toISOString() }],
      }),
      T1,
    );
    expect(doc.fanMessages).toBeDefined();
    expect(doc.fanMessages).not.toHaveProperty('wall');
  });

  it('publishes visible buttons only, without the visibility flag', () => {
    const doc = buildPublicSpace('s1', published(), T1);
    expect(doc.buttons).toEqual([
      { id: 'b1', label: 'Shown', url: 'https://a.example/', color: 'primary', variant: 'solid' },
    ]);
    expect(doc).not.toHaveProperty('ownerUid');
  });
});

describe('planPublicSync', () => {
  it('writes the public document of a published space', () => {
    const plan = planPublicSync('s1', published(), T1, stored([['demo', undefined]]));
    expect(plan).toEqual({ write: buildPublicSpace('s1', published(), T1), remove: [] });
  });

  it('does nothing when the same version is delivered again', () => {
    const current = buildPublicSpace('s1', published(), T1);
    expect(planPublicSync('s1', published(), T1, stored([['demo', current]]))).toEqual({
      remove: [],
    });
  });

  it('never replaces a newer stored version with an older one', () => {
    const newer = buildPublicSpace(
      's1',
      published({ top: { displayName: 'New', bio: '', layout: 'left' } }),
      T2,
    );
    expect(planPublicSync('s1', published(), T1, stored([['demo', newer]]))).toEqual({
      remove: [],
    });
  });

  it('rewrites when the space changed', () => {
    const old = buildPublicSpace('s1', published(), T1);
    expect(
      planPublicSync('s1', published(), T2, stored([['demo', old]])).write?.sourceUpdateTime,
    ).toBe(T2);
  });

  it('keeps only "removed" while the operator took the space down or suspended its owner', () => {
    const current = buildPublicSpace('s1', published(), T1);
    const mark = { at: t0, decisionId: 'd1' };
    for (const space of [published({ takenDown: mark }), published({ suspended: mark })]) {
      const plan = planPublicSync('s1', space, T2, stored([['demo', current]]));
      expect(plan).toEqual({
        write: { spaceId: 's1', slug: 'demo', removed: true, sourceUpdateTime: T2 },
        remove: [],
      });
    }
    // Restored: the whole page again, from the space as it is.
    const removed = { spaceId: 's1', slug: 'demo', removed: true as const, sourceUpdateTime: T1 };
    const back = planPublicSync('s1', published(), T2, new Map([['demo', removed]]));
    expect(back.write).toEqual(buildPublicSpace('s1', published(), T2));
    // Unpublished while taken down: no page at all, as for any unpublished space.
    expect(
      planPublicSync('s1', published({ published: false, takenDown: mark }), T2, stored([])),
    ).toEqual({ remove: [] });
  });

  it('removes the public document when the space is unpublished or deleted', () => {
    const current = buildPublicSpace('s1', published(), T1);
    expect(
      planPublicSync('s1', published({ published: false }), T2, stored([['demo', current]])),
    ).toEqual({
      remove: ['demo'],
    });
    expect(planPublicSync('s1', undefined, undefined, stored([['demo', current]]))).toEqual({
      remove: ['demo'],
    });
  });

  it('moves the public document when the slug changes', () => {
    const old = buildPublicSpace('s1', published(), T1);
    const plan = planPublicSync(
      's1',
      published({ slug: 'renamed' }),
      T2,
      stored([
        ['demo', old],
        ['renamed', undefined],
      ]),
    );
    expect(plan.remove).toEqual(['demo']);
    expect(plan.write?.slug).toBe('renamed');
  });

  it("never touches another space's public document", () => {
    const other = buildPublicSpace('s2', published(), T1);
    expect(planPublicSync('s1', undefined, undefined, stored([['demo', other]]))).toEqual({
      remove: [],
    });
    expect(planPublicSync('s1', published(), T2, stored([['demo', other]]))).toEqual({
      remove: [],
      skipped: 'slug-held-by-other-space',
    });
  });
});

describe('updateTimeKey', () => {
  it('orders as text the way the times order', () => {
    expect(updateTimeKey(1, 5)).toBe('1970-01-01T00:00:01.000000005Z');
    expect(T1 < T2).toBe(true);
    expect(updateTimeKey(9, 999_999_999) < updateTimeKey(10, 0)).toBe(true);
  });
});
