import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const text = (words: string) => ({ kind: 'text', text: words });
/** A link token: its words are the address as typed, `href` what it opens. */
const link = (address: string, href = address) => ({ kind: 'link', text: address, href });

/** `address` linked between two runs of text: where the link ends is what is tested. */
function expectLinkBetween(before: string, address: string, after: string) {
  expect(linkify(`${before}${address}${after}`)).toEqual([
    text(before),
    link(address),
    text(after),
  ]);
}

describe('linkify', () => {
  it('returns plain text as one token, line breaks kept', () => {
    expect(linkify('hello\nworld')).toEqual([text('hello\nworld')]);
    expect(linkify('')).toEqual([]);
  });

  it('links http(s) addresses between text', () => {
    expectLinkBetween('see ', 'https://example.com/a?b=1', ' now');
  });

  it('leaves sentence punctuation and an outer bracket outside the link', () => {
    expectLinkBetween('(at ', 'https://example.com/x', ').');
    expect(linkify('https://en.wikipedia.org/wiki/Foo_(bar)')[0]).toMatchObject({
      text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
    });
  });

  it('stops at Japanese text that follows an address', () => {
    expectLinkBetween('配信は', 'https://twitch.tv/mika', 'で！');
  });

  it('ends an address where Japanese text, full-width brackets or punctuation begin', () => {
    expectLinkBetween('「詳しくは', 'https://example.com/a', 'を見てね」');
    expectLinkBetween('サイト（', 'https://example.com/b', '）です');
    expect(
      linkify('https://example.com/c。次はhttps://example.com/d、https://example.com/e！'),
    ).toEqual([
      link('https://example.com/c'),
      text('。次は'),
      link('https://example.com/d'),
      text('、'),
      link('https://example.com/e'),
      text('！'),
    ]);
    expect(linkify('新作はこちら https://example.com/a?b=1 です')[1]).toMatchObject({
      text: 'https://example.com/a?b=1',
    });
  });

  it('keeps a Japanese path typed as the browser copies it (percent-encoded) whole', () => {
    const url = 'https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC';
    expect(linkify(`${url}を参照`)[0]).toEqual(link(url));
  });

  it('links a mailto: address, without headers', () => {
    expectLinkBetween('お仕事は', 'mailto:fan@example.com', 'へ');
    expect(linkify('mailto:fan@example.com?bcc=x@example.com')).toEqual([
      text('mailto:fan@example.com?bcc=x@example.com'),
    ]);
  });

  it('links www. addresses over https', () => {
    expect(linkify('www.example.com')).toEqual([
      link('www.example.com', 'https://www.example.com/'),
    ]);
  });

  it('never links other schemes or markup, which stay text', () => {
    expect(linkify('javascript:alert(1) <a href="x">')).toEqual([
      text('javascript:alert(1) <a href="x">'),
    ]);
    const others = 'ftp://example.com/a data:text/html,x file:///etc/passwd tel:0300000000';
    expect(linkify(others)).toEqual([text(others)]);
    expect(linkify('https://user:pw@bank.example.com')).toEqual([
      text('https://user:pw@bank.example.com'),
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
