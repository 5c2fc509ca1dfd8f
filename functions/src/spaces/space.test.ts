import {
  DEFAULT_BACKGROUND,
  DEFAULT_THEME,
  PRESET_DESIGNS,
  DEFAULT_MESSAGE_SETTINGS,
  DEFAULT_MODERATION,
  LIMITS,
  type ButtonInput,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { ConflictError, LimitError, ValidationError } from '../platform/errors';
import {
  assertCanCreate,
  newSpace,
  slugForNewSpace,
  summaries,
  toSpaceForEdit,
  messageSettingsOf,
  moderationOf,
  withButtons,
  withFanMessages,
  withLetterBox,
  withModeration,
  withNgWords,
  withPublished,
  withThanks,
  withShare,
  withSns,
  withTop,
  type Space,
} from './space';

const t0 = new Date('2026-01-01T00:00:00Z');
const t1 = new Date('2026-01-02T00:00:00Z');
const ids = () => {
  let n = 0;
  return () => `id${++n}`;
};
const space = (over: Partial<Space> = {}): Space => ({
  ...newSpace('owner', 'my-space', 'Mika', t0),
  ...over,
});
/** A space from before the letter box, which has no message settings stored. */
const olderSpace = (): Space => {
  const { messages: _settings, ...rest } = space();
  return rest;
};
const button = (over: Partial<ButtonInput> = {}): ButtonInput => ({
  label: 'Shop',
  url: 'https://shop.example.com/',
  color: 'primary',
  variant: 'solid',
  visible: true,
  ...over,
});

function issuesOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return error.issues;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

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
    const header = {
      path: 'images/u1/h1',
      width: 1280,
      height: 427,
      widths: [640, 1280],
      color: '#336699',
    };
    const before = space({ top: { displayName: 'Old', bio: '', layout: 'centered', header } });
    const after = withTop(before, { displayName: 'New', bio: 'a\nb', layout: 'left' }, t1);
    expect(after.top).toEqual({ displayName: 'New', bio: 'a\nb', layout: 'left', header });
    expect(after.updatedAt).toBe(t1);
  });

  it('sets the share title and description trimmed, takes empty ones away, keeps the image', () => {
    const shareImage = {
      path: 'images/owner/share1',
      width: 1200,
      height: 630,
      widths: [600, 1200],
      color: '#336699',
    };
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
    expect(
      issuesOf(() =>
        withSns(space(), [{ service: 'x', value: 'https://evil.example/' }], t1, ids()),
      ),
    ).toEqual([{ field: 'sns.0.value', rule: 'snsMismatch' }]);
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
    expect(
      issuesOf(() => withButtons(space(), [button({ url: 'javascript:alert(1)' })], t1, ids())),
    ).toEqual([{ field: 'buttons.0.url', rule: 'unsafeLink' }]);
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

describe('the owner changing moderation', () => {
  const raid = { raidSince: t0, slowModeMinutes: 0 as const };

  it('ends raid mode and keeps slow mode; the editor then sees neither raid', () => {
    const during = space({ moderation: { ...raid, slowModeMinutes: 5 } });
    const after = withModeration(during, { endRaid: true }, t1);
    expect(after.moderation).toEqual({ raidSince: null, slowModeMinutes: 5 });
    expect(after.updatedAt).toEqual(t1);
    expect(toSpaceForEdit('s1', after).moderation).toEqual({
      raidSince: null,
      slowModeMinutes: 5,
    });
  });

  it('sets slow mode without touching raid mode, on a space that never had moderation', () => {
    expect(withModeration(space(), { slowModeMinutes: 15 }, t1).moderation).toEqual({
      raidSince: null,
      slowModeMinutes: 15,
    });
    expect(
      withModeration(space({ moderation: raid }), { slowModeMinutes: 60 }, t1).moderation,
    ).toEqual({ raidSince: t0, slowModeMinutes: 60 });
  });

  it('writes nothing when nothing changes: raid mode already over, the same slow mode', () => {
    const calm = space({ moderation: { raidSince: null, slowModeMinutes: 1 } });
    expect(withModeration(calm, { endRaid: true, slowModeMinutes: 1 }, t1)).toBe(calm);
  });

  it('refuses a slow mode that is not one of the choices', () => {
    expect(
      issuesOf(() => withModeration(space(), { slowModeMinutes: 2 as unknown as 1 }, t1)),
    ).toEqual([{ field: 'slowModeMinutes', rule: 'enum' }]);
  });
});

describe('message settings', () => {
  const letterBox = {
    ...DEFAULT_MESSAGE_SETTINGS.letterBox,
    enabled: true,
    intro: '  お手紙をどうぞ。\nLetters welcome.  ',
    nameMode: 'required' as const,
    maxLength: 1500,
    paused: true,
    pauseNote: ' 少しお休みします ',
  };
  const fanMessages = {
    ...DEFAULT_MESSAGE_SETTINGS.fanMessages,
    enabled: true,
    prompt: ' ひとことどうぞ ',
    quickPhrases: [' 大好き！ ', 'Love it'],
    showWall: true,
  };

  it('gives an older space without settings the defaults', () => {
    expect(messageSettingsOf(olderSpace())).toEqual(DEFAULT_MESSAGE_SETTINGS);
  });

  it('turns the letter box on with trimmed texts, keeping the pause note and the other settings', () => {
    const next = withLetterBox(olderSpace(), letterBox, t1);
    expect(next.messages).toEqual({
      ...DEFAULT_MESSAGE_SETTINGS,
      letterBox: {
        ...letterBox,
        intro: 'お手紙をどうぞ。\nLetters welcome.',
        pauseNote: '少しお休みします',
      },
    });
    expect(next.updatedAt).toEqual(t1);
  });

  it('saves fan-message settings with trimmed prompt and quick phrases', () => {
    const next = withFanMessages(olderSpace(), fanMessages, t1);
    expect(next.messages?.fanMessages).toEqual({
      ...fanMessages,
      prompt: 'ひとことどうぞ',
      quickPhrases: ['大好き！', 'Love it'],
    });
    expect(next.messages?.letterBox).toEqual(DEFAULT_MESSAGE_SETTINGS.letterBox);
  });

  it('refuses blank or repeated quick phrases', () => {
    expect(
      issuesOf(() =>
        withFanMessages(space(), { ...fanMessages, quickPhrases: ['a', ' ', 'A'] }, t1),
      ),
    ).toEqual([
      { field: 'fanMessages.quickPhrases.1', rule: 'blank' },
      { field: 'fanMessages.quickPhrases.2', rule: 'duplicate' },
    ]);
  });

  it('changes thanks texts and keeps the images the pipeline attached', () => {
    const image = {
      path: 'images/u1/t1',
      width: 600,
      height: 400,
      widths: [320, 600],
      color: '#aabbcc',
    };
    const withImage = space({
      messages: {
        ...DEFAULT_MESSAGE_SETTINGS,
        thanks: { letter: { text: 'old', image }, fanMessage: { text: 'old' } },
      },
    });
    const next = withThanks(
      withImage,
      { letter: { text: ' ありがとう！ ' }, fanMessage: { text: 'Thank you!' } },
      t1,
    );
    expect(next.messages?.thanks).toEqual({
      letter: { text: 'ありがとう！', image },
      fanMessage: { text: 'Thank you!' },
    });
  });

  it('stores NG words as a trimmed set without blanks', () => {
    expect(
      withNgWords(space(), [' spam ', '', 'SPAM', 'ｽﾊﾟﾑ', 'スパム'], t1).messages?.ngWords,
    ).toEqual(['spam', 'ｽﾊﾟﾑ']);
  });

  it('returns the same space when a save changes nothing, so nothing is written', () => {
    const once = withFanMessages(withLetterBox(space(), letterBox, t1), fanMessages, t1);
    const later = new Date('2026-01-03T00:00:00Z');
    expect(withLetterBox(once, letterBox, later)).toBe(once);
    expect(withFanMessages(once, fanMessages, later)).toBe(once);
    expect(withNgWords(withNgWords(once, ['x'], t1), [' x '], later).updatedAt).toEqual(t1);
  });
});
