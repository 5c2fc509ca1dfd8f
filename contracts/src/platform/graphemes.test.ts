import { describe, expect, it } from 'vitest';
import { graphemePrefix } from './graphemes';

describe('graphemePrefix', () => {
  it('keeps whole characters, whatever they are made of', () => {
    expect(graphemePrefix('abc', 2)).toBe('ab');
    expect(graphemePrefix('🇯🇵🇫🇷', 1)).toBe('🇯🇵');
    expect(graphemePrefix('👨‍👩‍👧 family', 1)).toBe('👨‍👩‍👧');
    expect(graphemePrefix('a👍🏽b', 2)).toBe('a👍🏽');
    expect(graphemePrefix('山田太郎', 3)).toBe('山田太');
  });

  it('cuts at the same place at every length around its bounds', () => {
    // One code unit, two (a surrogate pair), three and seven code units per grapheme.
    const parts = ['a', '😀', 'e\u0301\u0302', '👨‍👩‍👧'];
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const bySegments = (text: string, max: number, maxCodePoints: number) => {
      let out = '';
      let points = 0;
      for (const { segment } of [...segmenter.segment(text)].slice(0, max)) {
        points += [...segment].length;
        if (points > maxCodePoints) break;
        out += segment;
      }
      return out;
    };
    for (const part of parts)
      for (let count = 0; count <= 6; count++) {
        const text = `x${part.repeat(count)}`;
        for (let max = 1; max <= text.length + 1; max++)
          for (const maxCodePoints of [Infinity, text.length, text.length - 1, 4])
            expect(graphemePrefix(text, max, maxCodePoints)).toBe(
              bySegments(text, max, maxCodePoints),
            );
      }
  });

  it('is the whole text when shorter, and empty for no characters', () => {
    expect(graphemePrefix('hi', 10)).toBe('hi');
    expect(graphemePrefix('hi', 0)).toBe('');
    expect(graphemePrefix('', 3)).toBe('');
  });
});
