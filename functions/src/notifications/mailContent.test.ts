import { describe, expect, it } from 'vitest';
import { expectMail } from './expectMail';
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
    expectMail(mail, {
      subject: '2 new letters for Mika',
      text: [
        'Hello Mika,',
        'You have 2 new letters.',
        '- Aki: First letter',
        '- Anonymous: Second letter',
        'Open the inbox: https://spaces.example/s/mika/messages',
        'https://spaces.example/u/notifications',
      ],
      html: [
        '<html lang="en">',
        '<a href="https://spaces.example/s/mika/messages">Open the inbox</a>',
      ],
    });
  });

  it('words the same mail in Japanese', () => {
    const mail = notificationMail(input({ language: 'ja' }));
    expectMail(mail, {
      subject: '「Mika」に新しいお手紙が1件届きました',
      text: [
        'Mika さん',
        '新しいお手紙が1件届きました。',
        '受信箱を開く: https://spaces.example/s/mika/messages',
      ],
      html: ['<html lang="ja">'],
    });
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
    expectMail(mail, {
      text: [evil],
      html: ['&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;', 'Tom &amp; &quot;Jerry&quot;'],
      notHtml: ['<script>', '<img', '<b>owner'],
    });
  });

  it('shows a short excerpt only, never the whole body', () => {
    const body = `${'a'.repeat(EXCERPT_GRAPHEMES)}THE-REST-OF-THE-LETTER`;
    const mail = notificationMail(input({ groups: [letters({ items: [{ name: 'Aki', body }] })] }));
    expectMail(mail, {
      text: [`${'a'.repeat(EXCERPT_GRAPHEMES)}…`],
      notText: ['THE-REST'],
      notHtml: ['THE-REST'],
    });
  });

  it('shows three excerpts and counts the rest, with "+" when the count was capped', () => {
    const items = Array.from({ length: 5 }, (_, i) => ({ name: 'A', body: `letter ${i}` }));
    const mail = notificationMail(
      input({ groups: [letters({ count: 500, capped: true, items })] }),
    );
    expectMail(mail, {
      subject: '500+ new letters for Mika',
      text: ['letter 2', 'and 497+ more'],
      notText: ['letter 3'],
    });
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
    expectMail(mail, {
      subject: 'Spaces の新着まとめ（2026/11/24）：3件',
      text: [
        '■ Mika: お手紙 1件',
        '■ Mika: ファンメッセージ 1件',
        '■ Rin / Fan art: ボードへの投稿 1件',
        'ボードを開く: https://spaces.example/s/rin/fan-art',
      ],
    });
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
