import { DEFAULT_MESSAGE_SETTINGS } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { toSpaceForEdit, messageSettingsOf, type Space } from './space';
import {
  withFanMessages,
  withLetterBox,
  withModeration,
  withNgWords,
  withThanks,
} from './messageSettings';
import { image, issuesOf, space, t0, t1 } from './space.fixtures';

/** A space from before the letter box, which has no message settings stored. */
const olderSpace = (): Space => {
  const { messages: _settings, ...rest } = space();
  return rest;
};

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
    const thanksImage = image('t1');
    const withImage = space({
      messages: {
        ...DEFAULT_MESSAGE_SETTINGS,
        thanks: { letter: { text: 'old', image: thanksImage }, fanMessage: { text: 'old' } },
      },
    });
    const next = withThanks(
      withImage,
      { letter: { text: ' ありがとう！ ' }, fanMessage: { text: 'Thank you!' } },
      t1,
    );
    expect(next.messages?.thanks).toEqual({
      letter: { text: 'ありがとう！', image: thanksImage },
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
