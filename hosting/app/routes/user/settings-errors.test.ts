import { describe, expect, it } from 'vitest';
import type { Lang } from '../../i18n/lang';
import { translator } from '../../i18n/translate';
import { settingsAuthMessage } from './settings-errors';

const say = (code: string, lang: Lang) =>
  settingsAuthMessage({ code }, translator(lang, 'auth'), translator(lang, 'settings'));

describe('settingsAuthMessage', () => {
  it.each<[code: string, lang: Lang, words: string | RegExp]>([
    // A refused password is the current one being wrong.
    ['auth/invalid-credential', 'en', 'The current password is wrong.'],
    ['auth/wrong-password', 'ja', '現在のパスワードが正しくありません。'],
    // An address in use belongs to another account: no asking to sign in.
    ['auth/email-already-in-use', 'en', 'Another account uses this e-mail address.'],
    // The rest keep the sign-in pages' words.
    ['auth/too-many-requests', 'en', /Too many attempts/],
    ['auth/weak-password', 'ja', 'パスワードは6文字以上にしてください。'],
    ['auth/requires-recent-login', 'en', 'For your security, sign in again and then retry.'],
  ])('words %s in %s as %s', (code, lang, words) => {
    if (typeof words === 'string') expect(say(code, lang)).toBe(words);
    else expect(say(code, lang)).toMatch(words);
  });
});
