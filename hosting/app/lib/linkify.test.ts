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

  it('links www. addresses over https', () => {
    expect(linkify('www.example.com')).toEqual([
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com/' },
    ]);
  });

  it('never links other schemes or markup, which stay text', () => {
    expect(linkify('javascript:alert(1) <a href="x">')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="x">' },
    ]);
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
