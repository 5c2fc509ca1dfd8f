import { describe, expect, it } from 'vitest';
import { codePointLength, hasText, insertPhrase, lengthState, stageTypeSize } from './text';

describe('codePointLength', () => {
  it('counts code points like the server, not UTF-16 units', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('ありがとう')).toBe(5);
    // Astral characters are two UTF-16 units but one code point.
    expect('🎉'.length).toBe(2);
    expect(codePointLength('🎉')).toBe(1);
    expect(codePointLength('𠮷野家')).toBe(3);
    expect(codePointLength('a\nb')).toBe(3);
  });
});

describe('lengthState', () => {
  it('reports remaining and over the limit', () => {
    expect(lengthState('🎉🎉', 3)).toEqual({ length: 2, max: 3, remaining: 1, over: false });
    expect(lengthState('abc', 3).over).toBe(false);
    expect(lengthState('abcd', 3)).toEqual({ length: 4, max: 3, remaining: -1, over: true });
  });
});

describe('hasText', () => {
  it('is false for blank text', () => {
    expect(hasText('')).toBe(false);
    expect(hasText(' \n\t')).toBe(false);
    expect(hasText(' x ')).toBe(true);
  });
});

describe('insertPhrase', () => {
  it('fills a blank field with the phrase', () => {
    expect(insertPhrase('', '応援してます！', 140)).toEqual({
      text: '応援してます！',
      added: true,
    });
    expect(insertPhrase('   ', 'Hi', 140)).toEqual({ text: 'Hi', added: true });
  });

  it('appends after a space, or directly after a line break', () => {
    expect(insertPhrase('Great stream', 'Thank you!', 140).text).toBe('Great stream Thank you!');
    expect(insertPhrase('Great stream  ', 'Thank you!', 140).text).toBe('Great stream Thank you!');
    expect(insertPhrase('line\n', 'next', 140).text).toBe('line\nnext');
  });

  it('does not add a phrase that would pass the maximum, keeping the text', () => {
    expect(insertPhrase('abcd', 'efg', 7)).toEqual({ text: 'abcd', added: false });
    expect(insertPhrase('abc', 'efg', 7)).toEqual({ text: 'abc efg', added: true });
    expect(insertPhrase('', 'toolong', 3)).toEqual({ text: '', added: false });
  });
});

describe('stageTypeSize', () => {
  it('sets short letters large and long ones smaller, never growing with length', () => {
    const sizes = [1, 60, 61, 150, 300, 600, 1200, 5000].map(stageTypeSize);
    expect(sizes[0]).toBe(5.2);
    expect(sizes.at(-1)).toBe(1.6);
    for (let i = 1; i < sizes.length; i += 1) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]!);
    expect(stageTypeSize(61)).toBeLessThan(stageTypeSize(60));
  });
});
