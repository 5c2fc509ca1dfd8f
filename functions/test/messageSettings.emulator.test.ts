// The message-settings callables (letter box, fan messages, thanks, NG words) through the
// Functions emulator, with real Auth-emulator ID tokens, and what the public page gets of them.
import {
  DEFAULT_MESSAGE_SETTINGS,
  createSpace,
  getSpaceForEdit,
  setSpacePublished,
  updateFanMessageSettings,
  updateLetterSettings,
  updateNgWords,
  updateThanksSettings,
  type FanMessageSettings,
  type LetterBoxSettings,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { call, failure, beforeCalls } from './support/call';
import { db, waitForPublicSpace } from './support/firestore';
import { spaceUpdateTime } from './support/inbox';
import { newSpace, spaceOfNewOwner } from './support/spaces';

// What an owner opens and words, over the defaults.
const letterBox: LetterBoxSettings = {
  ...DEFAULT_MESSAGE_SETTINGS.letterBox,
  enabled: true,
  intro: '  お手紙をお待ちしています。\nLetters welcome.  ',
};
const fanMessages: FanMessageSettings = {
  ...DEFAULT_MESSAGE_SETTINGS.fanMessages,
  enabled: true,
  prompt: ' ひとことどうぞ！ ',
  quickPhrases: [' 大好き！ ', 'Love it', '応援してます'],
  showWall: true,
};

let owner: TestUser;
let stranger: TestUser;
let otherOwner: TestUser;

beforeCalls(
  [
    createSpace,
    updateLetterSettings,
    updateFanMessageSettings,
    updateThanksSettings,
    updateNgWords,
  ],
  {
    before: async () => {
      [owner, stranger, otherOwner] = await Promise.all([newUser(), newUser(), newUser()]);
    },
  },
);

/** A new space of a new owner, who becomes `owner` for the rest of the test. */
async function ownSpace() {
  const made = await spaceOfNewOwner('m');
  owner = made.owner;
  return made.space;
}

describe('updateLetterSettings', () => {
  it('saves the letter box with trimmed texts, and the editor reads it back', async () => {
    const space = await ownSpace();
    const saved = await call(updateLetterSettings, owner, { spaceId: space.spaceId, letterBox });
    expect(saved.space.messages.letterBox).toEqual({
      ...letterBox,
      intro: 'お手紙をお待ちしています。\nLetters welcome.',
    });
    // A new space has fan messages on; saving the letter box leaves them as they were.
    expect(saved.space.messages.fanMessages).toEqual({
      ...DEFAULT_MESSAGE_SETTINGS.fanMessages,
      enabled: true,
    });
    const opened = await call(getSpaceForEdit, owner, { slug: space.slug });
    expect(opened.space.messages.letterBox.intro).toBe(
      'お手紙をお待ちしています。\nLetters welcome.',
    );
  });

  it('keeps the pause note while paused, and the page shows the box', async () => {
    const space = await ownSpace();
    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
    await call(updateLetterSettings, owner, {
      spaceId: space.spaceId,
      letterBox: { ...letterBox, paused: true, pauseNote: ' 少しお休みします。 ' },
    });
    const page = await waitForPublicSpace(space.slug, (doc) => doc?.letterBox?.paused === true);
    expect(page?.letterBox).toMatchObject({ paused: true, pauseNote: '少しお休みします。' });
  });

  it('writes nothing when the same settings are saved again', async () => {
    const space = await ownSpace();
    await call(updateLetterSettings, owner, { spaceId: space.spaceId, letterBox });
    const before = await spaceUpdateTime(space.spaceId);
    const again = await call(updateLetterSettings, owner, { spaceId: space.spaceId, letterBox });
    expect(again.space.messages.letterBox.intro).toBe(
      'お手紙をお待ちしています。\nLetters welcome.',
    );
    expect(await spaceUpdateTime(space.spaceId)).toBe(before);
  });

  it('refuses a maximum length above the product limit', async () => {
    const space = await ownSpace();
    const error = await failure(
      call(updateLetterSettings, owner, {
        spaceId: space.spaceId,
        letterBox: { ...letterBox, maxLength: 999_999 },
      }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.details?.issues?.[0]).toMatchObject({ field: 'letterBox.maxLength' });
  });
});

describe('updateFanMessageSettings', () => {
  it('saves trimmed prompt and quick phrases, and the page carries them with the wall', async () => {
    const space = await ownSpace();
    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
    const saved = await call(updateFanMessageSettings, owner, {
      spaceId: space.spaceId,
      fanMessages,
    });
    expect(saved.space.messages.fanMessages).toMatchObject({
      prompt: 'ひとことどうぞ！',
      quickPhrases: ['大好き！', 'Love it', '応援してます'],
      showWall: true,
    });
    // A new space's box is on from the start: wait for the saved prompt, not for the box.
    const page = await waitForPublicSpace(
      space.slug,
      (doc) => doc?.fanMessages?.prompt === 'ひとことどうぞ！',
    );
    expect(page?.fanMessages).toMatchObject({
      prompt: 'ひとことどうぞ！',
      quickPhrases: ['大好き！', 'Love it', '応援してます'],
      wall: [],
    });
  });

  it('refuses blank and repeated quick phrases, naming each', async () => {
    const space = await ownSpace();
    const error = await failure(
      call(updateFanMessageSettings, owner, {
        spaceId: space.spaceId,
        fanMessages: { ...fanMessages, quickPhrases: ['Love it', '  ', 'LOVE IT'] },
      }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.details?.issues).toEqual([
      { field: 'fanMessages.quickPhrases.1', rule: 'blank' },
      { field: 'fanMessages.quickPhrases.2', rule: 'duplicate' },
    ]);
  });
});

describe('updateThanksSettings', () => {
  it('saves both trimmed texts', async () => {
    const space = await ownSpace();
    const saved = await call(updateThanksSettings, owner, {
      spaceId: space.spaceId,
      thanks: { letter: { text: ' お手紙ありがとう！ ' }, fanMessage: { text: 'Thank you! ' } },
    });
    expect(saved.space.messages.thanks).toEqual({
      letter: { text: 'お手紙ありがとう！' },
      fanMessage: { text: 'Thank you!' },
    });
  });

  it('refuses an image in the form: images come from the image pipeline only', async () => {
    const space = await ownSpace();
    const error = await failure(
      call(updateThanksSettings, owner, {
        spaceId: space.spaceId,
        thanks: {
          letter: { text: 'x', image: { url: 'https://evil.example.com/x.png' } },
          fanMessage: { text: 'y' },
        },
      }),
    );
    expect(error.code).toBe('invalid-argument');
  });
});

describe('updateNgWords', () => {
  it('stores a trimmed set: blanks and case- or width-insensitive repeats dropped', async () => {
    const space = await ownSpace();
    const saved = await call(updateNgWords, owner, {
      spaceId: space.spaceId,
      ngWords: [' spam ', ' ', 'SPAM', 'ｽﾊﾟﾑ', 'スパム', '死ね'],
    });
    expect(saved.space.messages.ngWords).toEqual(['spam', 'ｽﾊﾟﾑ', '死ね']);
  });

  it('refuses a word that folds to nothing, naming it, and keeps the saved list', async () => {
    const space = await ownSpace();
    await call(updateNgWords, owner, { spaceId: space.spaceId, ngWords: ['spam'] });
    const error = await failure(
      call(updateNgWords, owner, { spaceId: space.spaceId, ngWords: ['バカ', '!!!', '・★'] }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.details?.issues).toEqual([
      { field: 'ngWords.1', rule: 'matchesNothing' },
      { field: 'ngWords.2', rule: 'matchesNothing' },
    ]);
    const stored: unknown = (await db().doc(`spaces/${space.spaceId}`).get()).get(
      'messages.ngWords',
    );
    expect(stored).toEqual(['spam']);
  });
});

describe('who may change message settings', () => {
  const calls = [
    (spaceId: string, user?: TestUser) => call(updateLetterSettings, user, { spaceId, letterBox }),
    (spaceId: string, user?: TestUser) =>
      call(updateFanMessageSettings, user, { spaceId, fanMessages }),
    (spaceId: string, user?: TestUser) =>
      call(updateThanksSettings, user, {
        spaceId,
        thanks: { letter: { text: 'a' }, fanMessage: { text: 'b' } },
      }),
    (spaceId: string, user?: TestUser) => call(updateNgWords, user, { spaceId, ngWords: ['x'] }),
  ];

  it('refuses a signed-out caller, a stranger, and the owner of another space', async () => {
    const space = await ownSpace();
    await newSpace(otherOwner, 'm');
    for (const change of calls) {
      expect((await failure(change(space.spaceId))).code).toBe('unauthenticated');
      for (const user of [stranger, otherOwner]) {
        const refused = await failure(change(space.spaceId, user));
        expect(refused.code).toBe('permission-denied');
        expect(refused.details?.reason).toBe('not-owner');
      }
    }
    const opened = await call(getSpaceForEdit, owner, { slug: space.slug });
    expect(opened.space.messages).toEqual(space.messages);
  });
});
