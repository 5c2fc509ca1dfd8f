import { describe, expect, it } from 'vitest';
import {
  EXCERPT_GRAPHEMES,
  escapeHtml,
  excerpt,
  notificationMail,
  paragraphMail,
  type MailGroup,
  type MailInput,
} from './mailContent';

const letters = (over: Partial<MailGroup> = {}): MailGroup => ({
  kind: 'letters',
  spaceName: 'Mika',
  link: 'https://spaces.example/s/mika/messages',
  count: 1,
  capped: false,
  items: [{ name: 'Aki', body: 'いつも楽しみにしています' }],
  ...over,
});

const input = (over: Partial<MailInput> = {}): MailInput => ({
  language: 'en',
  displayName: 'Mika',
  settingsLink: 'https://spaces.example/u/notifications',
  groups: [letters()],
  ...over,
});

describe('excerpt', () => {
  it('keeps short text whole, on one line', () => {
    expect(excerpt('  hello\n\nworld  ')).toBe('hello world');
  });

  it(`cuts after ${EXCERPT_GRAPHEMES} graphemes, never inside one, and marks the cut`, () => {
    const flags = '🇯🇵'.repeat(EXCERPT_GRAPHEMES + 5);
    const cut = excerpt(flags);
    expect(cut).toBe(`${'🇯🇵'.repeat(EXCERPT_GRAPHEMES)}…`);
    expect(excerpt('あ'.repeat(EXCERPT_GRAPHEMES))).toBe('あ'.repeat(EXCERPT_GRAPHEMES));
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('notificationMail', () => {
  it('words an immediate mail in English with the count, the space, an excerpt and the link', () => {
    const mail = notificationMail(
      input({
        groups: [
          letters({
            count: 2,
            items: [
              { name: 'Aki', body: 'First letter' },
              { name: '', body: 'Second letter' },
            ],
          }),
        ],
      }),
    );
    expect(mail.subject).toBe('2 new letters for Mika');
    expect(mail.text).toContain('Hello Mika,');
    expect(mail.text).toContain('You have 2 new letters.');
    expect(mail.text).toContain('- Aki: First letter');
    expect(mail.text).toContain('- Anonymous: Second letter');
    expect(mail.text).toContain('Open the inbox: https://spaces.example/s/mika/messages');
    expect(mail.text).toContain('https://spaces.example/u/notifications');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(
      '<a href="https://spaces.example/s/mika/messages">Open the inbox</a>',
    );
  });

  it('words the same mail in Japanese', () => {
    const mail = notificationMail(input({ language: 'ja' }));
    expect(mail.subject).toBe('「Mika」に新しいお手紙が1件届きました');
    expect(mail.text).toContain('Mika さん');
    expect(mail.text).toContain('新しいお手紙が1件届きました。');
    expect(mail.text).toContain('受信箱を開く: https://spaces.example/s/mika/messages');
    expect(mail.html).toContain('<html lang="ja">');
  });

  it('uses the singular in English for one item', () => {
    expect(notificationMail(input()).subject).toBe('1 new letter for Mika');
  });

  it('escapes everything user-supplied in the HTML and keeps the text plain', () => {
    const evil = '<script>alert("x")</script>';
    const mail = notificationMail(
      input({
        displayName: `<b>owner</b>`,
        groups: [
          letters({
            spaceName: `Tom & "Jerry"`,
            items: [{ name: `<img src=x onerror=1>`, body: evil }],
          }),
        ],
      }),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>owner');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(mail.text).toContain(evil);
  });

  it('shows a short excerpt only, never the whole body', () => {
    const body = `${'a'.repeat(EXCERPT_GRAPHEMES)}THE-REST-OF-THE-LETTER`;
    const mail = notificationMail(input({ groups: [letters({ items: [{ name: 'Aki', body }] })] }));
    expect(mail.text).not.toContain('THE-REST');
    expect(mail.html).not.toContain('THE-REST');
    expect(mail.text).toContain(`${'a'.repeat(EXCERPT_GRAPHEMES)}…`);
  });

  it('shows three excerpts and counts the rest, with "+" when the count was capped', () => {
    const items = Array.from({ length: 5 }, (_, i) => ({ name: 'A', body: `letter ${i}` }));
    const mail = notificationMail(
      input({ groups: [letters({ count: 500, capped: true, items })] }),
    );
    expect(mail.subject).toBe('500+ new letters for Mika');
    expect(mail.text).toContain('letter 2');
    expect(mail.text).not.toContain('letter 3');
    expect(mail.text).toContain('and 497+ more');
  });

  it('groups a digest by space and board, with the day in the subject', () => {
    const mail = notificationMail(
      input({
        language: 'ja',
        digestDay: '2026-11-24',
        groups: [
          letters({ spaceName: 'Mika' }),
          letters({ kind: 'fanMessages', spaceName: 'Mika' }),
          letters({
            kind: 'boardPosts',
            spaceName: 'Rin',
            boardTitle: 'Fan art',
            link: 'https://spaces.example/s/rin/fan-art',
          }),
        ],
      }),
    );
    expect(mail.subject).toBe('Spaces の新着まとめ（2026/11/24）：3件');
    expect(mail.text).toContain('■ Mika: お手紙 1件');
    expect(mail.text).toContain('■ Mika: ファンメッセージ 1件');
    expect(mail.text).toContain('■ Rin / Fan art: ボードへの投稿 1件');
    expect(mail.text).toContain('ボードを開く: https://spaces.example/s/rin/fan-art');
  });

  it('never puts a line break into the subject', () => {
    const mail = notificationMail(input({ groups: [letters({ spaceName: 'Mi\nka' })] }));
    expect(mail.subject).toBe('1 new letter for Mi ka');
  });
});

describe('a mail of paragraphs', () => {
  it('says the same paragraphs in its text and its escaped HTML, the link under the last', () => {
    const mail = paragraphMail(
      'en',
      ['Hello <b>Mika</b>,', ['A message:', 'one\ntwo']],
      { href: 'https://spaces.example/a?b=1&c=2', label: 'Open' },
      'Footer',
    );
    expect(mail.text).toBe(
      'Hello <b>Mika</b>,\n\nA message:\none\ntwo\nOpen: https://spaces.example/a?b=1&c=2\n\n--\nFooter\n',
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(
      '<p>Hello &lt;b&gt;Mika&lt;/b&gt;,</p>\n<p>A message:<br>one<br>two</p>',
    );
    expect(mail.html).toContain('<p><a href="https://spaces.example/a?b=1&amp;c=2">Open</a></p>');
    expect(mail.html).toContain('<hr><p style="font-size:12px;color:#555">Footer</p>');
  });

  it('leaves the link out when there is none', () => {
    const mail = paragraphMail('ja', ['一', '二'], undefined, 'フッター');
    expect(mail.text).toBe('一\n\n二\n\n--\nフッター\n');
    expect(mail.html).not.toContain('<a ');
  });
});
