import {
  DEFAULT_BACKGROUND,
  DEFAULT_THEME,
  PRESET_DESIGNS,
  DEFAULT_MESSAGE_SETTINGS,
  DEFAULT_MODERATION,
  LIMITS,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { ConflictError, LimitError } from '../platform/errors';
import {
  assertCanCreate,
  newSpace,
  slugForNewSpace,
  summaries,
  toSpaceForEdit,
  moderationOf,
  withButtons,
  withPublished,
  withShare,
  withSns,
  withTop,
} from './space';
import { button, ids, image, issuesOf, rowIssues, space, t0, t1 } from './space.fixtures';

describe('creating a space', () => {
  it('starts private, blank and centred, with the letter box and fan messages on', () => {
    expect(newSpace('u1', 'abc', ' Mika ', t0)).toEqual({
      ownerUid: 'u1',
      slug: 'abc',
      published: false,
      top: { displayName: 'Mika', bio: '', layout: 'centered' },
      sns: [],
      buttons: [],
      cards: [],
      texts: [],
      background: DEFAULT_BACKGROUND,
      theme: DEFAULT_THEME,
      messages: {
        ...DEFAULT_MESSAGE_SETTINGS,
        letterBox: { ...DEFAULT_MESSAGE_SETTINGS.letterBox, enabled: true },
        fanMessages: { ...DEFAULT_MESSAGE_SETTINGS.fanMessages, enabled: true },
      },
      createdAt: t0,
      updatedAt: t0,
    });
  });

  it('starts from a template: its look, sample sections and words in the owner’s language', () => {
    let n = 0;
    const space = newSpace('u1', 'abc', 'Mika', t0, { template: 'streamer', lang: 'en' }, () =>
      (n++).toString(),
    );
    expect(space.theme).toEqual(PRESET_DESIGNS.night.theme);
    expect(space.background).toEqual(PRESET_DESIGNS.night.background);
    expect(space.buttons.map((b) => b.label)).toEqual([
      'Watch live',
      'Clips and archive',
      'Membership',
    ]);
    expect(space.buttons.map((b) => b.id)).toEqual(['0', '1', '2']);
    expect(space.texts?.[0]?.heading).toBe('Stream schedule');
    expect(space.top.bio).toMatch(/^I stream here/);
    expect(space.messages?.letterBox).toMatchObject({ enabled: true, maxLength: 2000 });
    expect(space.messages?.fanMessages).toMatchObject({
      enabled: true,
      maxLength: 140,
      prompt: 'How was the stream?',
    });
    const ja = newSpace('u1', 'abc', 'ミカ', t0, { template: 'streamer', lang: 'ja' });
    expect(ja.buttons[0]?.label).toBe('配信を見る');
  });

  it('lower-cases the slug and refuses reserved ones', () => {
    expect(slugForNewSpace('My-Space')).toBe('my-space');
    expect(issuesOf(() => slugForNewSpace('Admin'))).toEqual([{ field: 'slug', rule: 'reserved' }]);
  });

  it('refuses a blank display name', () => {
    expect(issuesOf(() => newSpace('u1', 'abc', '  ', t0))).toEqual([
      { field: 'top.displayName', rule: 'blank' },
    ]);
  });

  it('enforces the space limit before slug uniqueness', () => {
    expect(() => assertCanCreate(LIMITS.spacesPerUser - 1, false)).not.toThrow();
    expect(() => assertCanCreate(LIMITS.spacesPerUser, false)).toThrow(LimitError);
    expect(() => assertCanCreate(LIMITS.spacesPerUser, true)).toThrow(LimitError);
    expect(() => assertCanCreate(0, true)).toThrow(ConflictError);
  });
});

describe('editing a space', () => {
  it('replaces the top fields and keeps attached images', () => {
    const header = image('h1');
    const before = space({ top: { displayName: 'Old', bio: '', layout: 'centered', header } });
    const after = withTop(before, { displayName: 'New', bio: 'a\nb', layout: 'left' }, t1);
    expect(after.top).toEqual({ displayName: 'New', bio: 'a\nb', layout: 'left', header });
    expect(after.updatedAt).toBe(t1);
  });

  it('sets the share title and description trimmed, takes empty ones away, keeps the image', () => {
    const shareImage = image('share1');
    const before = space({
      top: { displayName: 'Mika', bio: 'Hi', layout: 'centered', shareImage },
    });
    const set = withShare(before, { title: '  Mika’s page ', description: 'Songs\nand  art' }, t1);
    expect(set.top).toEqual({
      displayName: 'Mika',
      bio: 'Hi',
      layout: 'centered',
      shareImage,
      shareTitle: 'Mika’s page',
      shareDescription: 'Songs and  art',
    });
    expect(set.updatedAt).toBe(t1);
    expect(withShare(set, { title: 'Mika’s page', description: 'Songs and  art' }, t1)).toBe(set);
    const cleared = withShare(set, { title: ' ', description: '' }, t1);
    expect(cleared.top).toEqual({ displayName: 'Mika', bio: 'Hi', layout: 'centered', shareImage });
  });

  it('refuses a share title or description longer than its graphemes', () => {
    const flags = '🇯🇵'.repeat(LIMITS.shareTitleMaxGraphemes);
    expect(withShare(space(), { title: flags, description: '' }, t1).top.shareTitle).toBe(flags);
    expect(() => withShare(space(), { title: `${flags}a`, description: '' }, t1)).toThrow();
    expect(() =>
      withShare(
        space(),
        { title: '', description: 'あ'.repeat(LIMITS.shareDescriptionMaxGraphemes + 1) },
        t1,
      ),
    ).toThrow();
  });

  it('stores SNS links normalised, in the given order, keeping ids and giving new ones', () => {
    const after = withSns(
      space(),
      [
        { service: 'x', value: '@mika' },
        { id: 'keep', service: 'github', value: 'https://github.com/mika' },
      ],
      t1,
      ids(),
    );
    expect(after.sns).toEqual([
      { id: 'id1', service: 'x', url: 'https://x.com/mika', handle: 'mika' },
      { id: 'keep', service: 'github', url: 'https://github.com/mika', handle: 'mika' },
    ]);
  });

  it('refuses an SNS value that does not belong to its service', () => {
    expect(rowIssues(withSns, [{ service: 'x', value: 'https://evil.example/' }])).toEqual([
      { field: 'sns.0.value', rule: 'snsMismatch' },
    ]);
  });

  it('replaces the button list: add, edit, reorder and delete in one save', () => {
    const first = withButtons(space(), [button({ label: 'A' }), button({ label: 'B' })], t1, ids());
    const [a, b] = first.buttons;
    const second = withButtons(
      first,
      [{ ...b!, label: 'B2' }, button({ label: 'C' })],
      t1,
      () => 'new',
    );
    expect(second.buttons.map((x) => [x.id, x.label])).toEqual([
      [b!.id, 'B2'],
      ['new', 'C'],
    ]);
    expect(second.buttons.some((x) => x.id === a!.id)).toBe(false);
  });

  it('refuses unsafe button links', () => {
    expect(rowIssues(withButtons, [button({ url: 'javascript:alert(1)' })])).toEqual([
      { field: 'buttons.0.url', rule: 'unsafeLink' },
    ]);
  });

  it('publishes, and leaves an unchanged space untouched so nothing is written', () => {
    const before = space();
    const published = withPublished(before, true, t1);
    expect(published).toMatchObject({ published: true, updatedAt: t1 });
    expect(withPublished(published, true, t1)).toBe(published);
  });
});

describe('what the editor receives', () => {
  it('gives times as ISO strings', () => {
    expect(toSpaceForEdit('s1', space())).toMatchObject({
      spaceId: 's1',
      createdAt: t0.toISOString(),
      updatedAt: t0.toISOString(),
    });
  });

  it('lists my spaces oldest first', () => {
    const newer = space({ slug: 'newer', createdAt: t1 });
    const older = space({ slug: 'older', createdAt: t0 });
    expect(
      summaries([
        ['b', newer],
        ['a', older],
      ]).map((s) => s.slug),
    ).toEqual(['older', 'newer']);
  });
});

describe('moderation', () => {
  it('gives a space without it the defaults: not in raid mode, no slow mode', () => {
    expect(moderationOf(space())).toEqual(DEFAULT_MODERATION);
  });

  it('gives when raid mode began as an ISO string', () => {
    const moderation = { raidSince: t1, slowModeMinutes: 5 as const };
    expect(moderationOf(space({ moderation }))).toEqual({
      raidSince: t1.toISOString(),
      slowModeMinutes: 5,
    });
  });
});
