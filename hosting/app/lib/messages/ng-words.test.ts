import { describe, expect, it } from 'vitest';
import { formatNgWords, parseNgWords } from './ng-words';

describe('parseNgWords', () => {
  it('takes one word per line, trimmed, without blanks or repeats', () => {
    expect(parseNgWords(' spam \n\n  Buy now\r\nSPAM\n死ね\n')).toEqual([
      'spam',
      'Buy now',
      '死ね',
    ]);
    expect(parseNgWords('')).toEqual([]);
  });

  it('counts words that differ only in width as one, as the server does', () => {
    expect(parseNgWords('ＡＢＣ\nabc\nｶﾅ\nカナ')).toEqual(['ＡＢＣ', 'ｶﾅ']);
  });

  it('keeps a word that would match nothing, so that the server names it', () => {
    expect(parseNgWords('spam\n!!!')).toEqual(['spam', '!!!']);
  });

  it('round-trips with formatNgWords', () => {
    expect(parseNgWords(formatNgWords(['a', 'b c']))).toEqual(['a', 'b c']);
  });
});
