import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('returns plain text as one token, line breaks kept', () => {
    expect(linkify('hello\nworld')).toEqual([{ kind: 'text', text: 'hello\nworld' }]);
    expect(linkify('')).toEqual([]);
  });

  it('links http(s) addresses between text', () => {
    expect(linkify('see https://example.com/a?b=1 now')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves sentence punctuation and an outer bracket outside the link', () => {
    expect(linkify('(at https://example.com/x).')).toEqual([
      { kind: 'text', text: '(at ' },
      { kind: 'link', text: 'https://example.com/x', href: 'https://example.com/x' },
      { kind: 'text', text: ').' },
    ]);
    expect(linkify('https://en.wikipedia.org/wiki/Foo_(bar)')[0]).toMatchObject({
      text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
    });
  });

  it('stops at Japanese text that follows an address', () => {
    expect(linkify('配信はhttps://twitch.tv/mikaで！')).toEqual([
      { kind: 'text', text: '配信は' },
      { kind: 'link', text: 'https://twitch.tv/mika', href: 'https://twitch.tv/mika' },
      { kind: 'text', text: 'で！' },
    ]);
  });

  it('ends an address where Japanese text, full-width brackets or punctuation begin', () => {
    expect(linkify('「詳しくはhttps://example.com/aを見てね」')).toEqual([
      { kind: 'text', text: '「詳しくは' },
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'text', text: 'を見てね」' },
    ]);
    expect(linkify('サイト（https://example.com/b）です')).toEqual([
      { kind: 'text', text: 'サイト（' },
      { kind: 'link', text: 'https://example.com/b', href: 'https://example.com/b' },
      { kind: 'text', text: '）です' },
    ]);
    expect(
      linkify('https://example.com/c。次はhttps://example.com/d、https://example.com/e！'),
    ).toEqual([
      { kind: 'link', text: 'https://example.com/c', href: 'https://example.com/c' },
      { kind: 'text', text: '。次は' },
      { kind: 'link', text: 'https://example.com/d', href: 'https://example.com/d' },
      { kind: 'text', text: '、' },
      { kind: 'link', text: 'https://example.com/e', href: 'https://example.com/e' },
      { kind: 'text', text: '！' },
    ]);
    expect(linkify('新作はこちら https://example.com/a?b=1 です')[1]).toMatchObject({
      text: 'https://example.com/a?b=1',
    });
  });

  it('keeps a Japanese path typed as the browser copies it (percent-encoded) whole', () => {
    const url = 'https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC';
    expect(linkify(`${url}を参照`)[0]).toEqual({ kind: 'link', text: url, href: url });
  });

  it('links a mailto: address, without headers', () => {
    expect(linkify('お仕事はmailto:fan@example.comへ')).toEqual([
      { kind: 'text', text: 'お仕事は' },
      { kind: 'link', text: 'mailto:fan@example.com', href: 'mailto:fan@example.com' },
      { kind: 'text', text: 'へ' },
    ]);
    expect(linkify('mailto:fan@example.com?bcc=x@example.com')).toEqual([
      { kind: 'text', text: 'mailto:fan@example.com?bcc=x@example.com' },
    ]);
  });

  it('links www. addresses over https', () => {
    expect(linkify('www.example.com')).toEqual([
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com/' },
    ]);
  });

  it('never links other schemes or markup, which stay text', () => {
    expect(linkify('javascript:alert(1) <a href="x">')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="x">' },
    ]);
    const others = 'ftp://example.com/a data:text/html,x file:///etc/passwd tel:0300000000';
    expect(linkify(others)).toEqual([{ kind: 'text', text: others }]);
    expect(linkify('https://user:pw@bank.example.com')).toEqual([
      { kind: 'text', text: 'https://user:pw@bank.example.com' },
    ]);
  });

  it('links several addresses on several lines', () => {
    const tokens = linkify('a https://a.example\nb https://b.example');
    expect(tokens.filter((t) => t.kind === 'link').map((t) => t.text)).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});
