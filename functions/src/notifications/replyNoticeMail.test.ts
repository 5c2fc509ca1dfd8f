import { describe, expect, it } from 'vitest';
import { expectMail } from './expectMail';
import { confirmMail, noticeMail } from './replyNoticeMail';

const RECEIPT = 'https://spaces.example/mika/r/T';

/** The notice that Mika replied, in English, linking the receipt, with `over` on top. */
const notice = (over: Partial<Parameters<typeof noticeMail>[0]> = {}) =>
  noticeMail({ language: 'en', name: 'Mika', cause: 'reply', receiptLink: RECEIPT, ...over });

describe('a fan’s reply-notice mails', () => {
  it('ask to confirm in the fan’s language, saying what the address is for', () => {
    const ja = confirmMail({
      language: 'ja',
      name: 'みかとね',
      confirmLink: 'https://spaces.example/a/notice/abc',
    });
    expect(ja.subject).toContain('みかとね');
    expectMail(ja, { text: ['https://spaces.example/a/notice/abc', '90日後に削除'] });
    const en = confirmMail({ language: 'en', name: 'Mika', confirmLink: 'https://x.example/a' });
    expect(en.subject).toBe('Confirm your address to hear when Mika replies');
    expect(en.text).toContain('used for this notice alone');
  });

  it('tell once that the creator replied or answered, linking the receipt', () => {
    expectMail(notice(), {
      subject: 'Mika replied to your message',
      text: ['https://spaces.example/mika/r/T', 'has now been deleted'],
    });
    const answer = notice({ language: 'ja', name: 'みか', cause: 'answer' });
    expect(answer.subject).toContain('公開で答えました');
  });

  it('escapes the creator’s name in the HTML', () => {
    const mail = notice({ name: '<b>Mika</b>', receiptLink: `${RECEIPT}?a=1&b=2` });
    expectMail(mail, {
      html: ['&lt;b&gt;Mika&lt;/b&gt;', 'href="https://spaces.example/mika/r/T?a=1&amp;b=2"'],
      notHtml: ['<b>Mika'],
    });
  });
});
