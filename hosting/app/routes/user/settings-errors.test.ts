import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/translate';
import { settingsAuthMessage } from './settings-errors';

const say = (code: string, lang: 'ja' | 'en' = 'en') =>
  settingsAuthMessage({ code }, translator(lang, 'auth'), translator(lang, 'settings'));

describe('settingsAuthMessage', () => {
  it('words a refused password as the current one being wrong', () => {
    expect(say('auth/invalid-credential')).toBe('The current password is wrong.');
    expect(say('auth/wrong-password', 'ja')).toBe('現在のパスワードが正しくありません。');
  });

  it('says an address in use belongs to another account, without asking to sign in', () => {
    expect(say('auth/email-already-in-use')).toBe('Another account uses this e-mail address.');
  });

  it('keeps the sign-in wording for the rest', () => {
    expect(say('auth/too-many-requests')).toMatch(/Too many attempts/);
    expect(say('auth/weak-password', 'ja')).toBe('パスワードは6文字以上にしてください。');
    expect(say('auth/requires-recent-login')).toBe(
      'For your security, sign in again and then retry.',
    );
  });
});
