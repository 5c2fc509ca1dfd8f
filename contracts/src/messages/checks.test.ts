import { describe, expect, it } from 'vitest';
import { refused } from '../spaces/checks.fixtures';
import { DEFAULT_MESSAGE_SETTINGS } from './settings';
import {
  checkFanMessages,
  checkLetterBox,
  checkNgWords,
  checkThanks,
  ngWordSet,
  phraseKey,
} from './checks';

const fan = DEFAULT_MESSAGE_SETTINGS.fanMessages;
const letter = DEFAULT_MESSAGE_SETTINGS.letterBox;

describe('phraseKey', () => {
  it('ignores case and character width', () => {
    expect(phraseKey('ＡＢＣ')).toBe(phraseKey('abc'));
    expect(phraseKey('ｶﾞﾝﾊﾞﾚ')).toBe(phraseKey('ガンバレ'));
    expect(phraseKey('abc')).not.toBe(phraseKey('abd'));
  });
});

describe('checkLetterBox', () => {
  it('trims the intro and the pause note and keeps everything else', () => {
    expect(
      checkLetterBox({
        ...letter,
        intro: '  ようこそ\nどうぞ  ',
        pauseNote: ' 休止中 ',
        paused: true,
      }),
    ).toEqual({
      ok: true,
      value: { ...letter, intro: 'ようこそ\nどうぞ', pauseNote: '休止中', paused: true },
    });
  });
});

describe('checkFanMessages', () => {
  it('trims the prompt, the pause note and each quick phrase', () => {
    const checked = checkFanMessages({
      ...fan,
      prompt: ' 応援してね ',
      quickPhrases: [' 大好き！ ', 'Love it'],
      pauseNote: ' また今度 ',
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        ...fan,
        prompt: '応援してね',
        quickPhrases: ['大好き！', 'Love it'],
        pauseNote: 'また今度',
      },
    });
  });

  it('refuses blank and repeated quick phrases, naming each one', () => {
    expect(
      checkFanMessages({
        ...fan,
        quickPhrases: ['Love it', '   ', 'LOVE IT', 'ｶﾞﾝﾊﾞﾚ', 'ガンバレ'],
      }),
    ).toEqual(
      refused(
        ['fanMessages.quickPhrases.1', 'blank'],
        ['fanMessages.quickPhrases.2', 'duplicate'],
        ['fanMessages.quickPhrases.4', 'duplicate'],
      ),
    );
  });
});

describe('checkThanks', () => {
  it('trims both texts', () => {
    expect(
      checkThanks({ letter: { text: ' ありがとう ' }, fanMessage: { text: '\nThanks!\n' } }),
    ).toEqual({
      ok: true,
      value: { letter: { text: 'ありがとう' }, fanMessage: { text: 'Thanks!' } },
    });
  });
});

describe('checkNgWords', () => {
  it('trims, drops blanks and repeats (case- and width-insensitively), keeps the first spelling', () => {
    expect(checkNgWords([' spam ', '', '  ', 'SPAM', 'ｽﾊﾟﾑ', 'スパム', 'Spam link'])).toEqual({
      ok: true,
      value: ['spam', 'ｽﾊﾟﾑ', 'Spam link'],
    });
    expect(ngWordSet([' spam ', '', 'SPAM', '!!!'])).toEqual(['spam', '!!!']);
  });

  it('refuses a word that folds to nothing, naming its place in the list', () => {
    expect(checkNgWords(['spam', '!!!', '💩', ' ♡・ '])).toEqual(
      refused(['ngWords.1', 'matchesNothing'], ['ngWords.3', 'matchesNothing']),
    );
  });
});
