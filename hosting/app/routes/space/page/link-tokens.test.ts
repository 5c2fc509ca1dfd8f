import { describe, expect, it } from 'vitest';
import { linkTokens } from './link-tokens';

describe('linkTokens', () => {
  it('links http(s) URLs and keeps the rest as text', () => {
    expect(linkTokens('新作はこちら https://example.com/a?b=1 です')).toEqual([
      { kind: 'text', text: '新作はこちら ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' です' },
    ]);
  });

  it('leaves trailing punctuation and Japanese brackets outside the link', () => {
    expect(linkTokens('See https://example.com.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com/' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkTokens('「https://example.com」')[1]).toMatchObject({ text: 'https://example.com' });
  });

  it('never links other schemes and never reads markup', () => {
    expect(linkTokens('javascript:alert(1) <a href="x">x</a>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="x">x</a>' },
    ]);
  });

  it('keeps line breaks in text tokens', () => {
    expect(linkTokens('a\nb')).toEqual([{ kind: 'text', text: 'a\nb' }]);
  });
});
