import { describe, expect, it } from 'vitest';
import { expectMail } from '../notifications/expectMail';
import { noticeMail, outcomeMail, type NoticeMailInput } from './mail';

const TAKEN_DOWN: NoticeMailInput = {
  language: 'ja',
  displayName: 'Mika',
  kind: 'space-taken-down',
  title: 'Mika <b>shop</b>',
  reason: 'spam',
  message: 'フォロワーの販売は禁止です。\n見直してください。',
  lifted: false,
  link: 'https://spaces.example/s/mika',
};

describe("the owner's notice mail", () => {
  it('says what was removed, why, the message, and how to object, in the owner’s language', () => {
    const mail = noticeMail(TAKEN_DOWN);
    expectMail(mail, {
      subject: 'Spaces: 「Mika <b>shop</b>」の公開を停止しました',
      text: [
        'スペース「Mika <b>shop</b>」の公開を停止しました',
        '理由: スパム',
        'フォロワーの販売は禁止です。\n見直してください。',
        '異議を送る',
        'https://spaces.example/s/mika',
      ],
    });
    const en = noticeMail({ ...TAKEN_DOWN, language: 'en', kind: 'post-hidden', excerpt: 'hi' });
    expectMail(en, {
      subject: 'Spaces: a post on Mika <b>shop</b> was hidden',
      text: ['("hi")', 'Reason: spam', 'object from the notice'],
    });
  });

  it('escapes every word in its HTML', () => {
    const { html } = noticeMail(TAKEN_DOWN);
    expect(html).toContain('Mika &lt;b&gt;shop&lt;/b&gt;');
    expect(html).not.toContain('<b>shop</b>');
    expect(html).toContain('<a href="https://spaces.example/s/mika">');
  });

  it('when lifted, says it is back, without a reason or a way to object', () => {
    const mail = noticeMail({ ...TAKEN_DOWN, lifted: true, message: undefined });
    expectMail(mail, {
      subject: 'Spaces: 「Mika <b>shop</b>」を元に戻しました',
      notText: ['理由', '異議'],
    });
    const account = noticeMail({
      ...TAKEN_DOWN,
      language: 'en',
      kind: 'account-suspended',
      lifted: true,
    });
    expect(account.subject).toBe('Spaces: your account is no longer suspended');
  });

  it('leaves out a message of only spaces', () => {
    expect(noticeMail({ ...TAKEN_DOWN, message: '  ' }).text).not.toContain('運営からのメッセージ');
  });
});

describe("a reporter's outcome mail", () => {
  it('names the page and says whether it was removed', () => {
    const removed = outcomeMail('en', 'https://spaces.example/mika', true);
    expect(removed.text).toContain('https://spaces.example/mika');
    expect(removed.text).toContain('We took the content you reported off the site.');
    const kept = outcomeMail('ja', 'https://spaces.example/mika', false);
    expectMail(kept, {
      subject: 'Spaces: 通報の確認結果',
      text: ['公開を続けています', '投稿者には伝えていません'],
    });
  });
});
