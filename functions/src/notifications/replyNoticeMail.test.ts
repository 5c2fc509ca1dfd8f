import { describe, expect, it } from 'vitest';
import { confirmMail, noticeMail } from './replyNoticeMail';

describe('a fan’s reply-notice mails', () => {
  it('ask to confirm in the fan’s language, saying what the address is for', () => {
    const ja = confirmMail({
      language: 'ja',
      name: 'みかとね',
      confirmLink: 'https://spaces.example/a/notice/abc',
    });
    expect(ja.subject).toContain('みかとね');
    expect(ja.text).toContain('https://spaces.example/a/notice/abc');
    expect(ja.text).toContain('90日後に削除');
    const en = confirmMail({ language: 'en', name: 'Mika', confirmLink: 'https://x.example/a' });
    expect(en.subject).toBe('Confirm your address to hear when Mika replies');
    expect(en.text).toContain('used for this notice alone');
  });

  it('tell once that the creator replied or answered, linking the receipt', () => {
    const reply = noticeMail({
      language: 'en',
      name: 'Mika',
      cause: 'reply',
      receiptLink: 'https://spaces.example/mika/r/T',
    });
    expect(reply.subject).toBe('Mika replied to your message');
    expect(reply.text).toContain('https://spaces.example/mika/r/T');
    expect(reply.text).toContain('has now been deleted');
    const answer = noticeMail({
      language: 'ja',
      name: 'みか',
      cause: 'answer',
      receiptLink: 'https://spaces.example/mika/r/T',
    });
    expect(answer.subject).toContain('公開で答えました');
  });

  it('escapes the creator’s name in the HTML', () => {
    const mail = noticeMail({
      language: 'en',
      name: '<b>Mika</b>',
      cause: 'reply',
      receiptLink: 'https://spaces.example/mika/r/T?a=1&b=2',
    });
    expect(mail.html).toContain('&lt;b&gt;Mika&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Mika');
    expect(mail.html).toContain('href="https://spaces.example/mika/r/T?a=1&amp;b=2"');
  });
});
