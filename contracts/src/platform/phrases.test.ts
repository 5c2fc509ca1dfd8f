// Phrases: where a Japanese line may break, for the answer cards and the web app alike.
import { describe, expect, it } from 'vitest';
import { phrasesOf } from './phrases';

describe('Japanese lines', () => {
  it('break between phrases, which joined are the text', () => {
    const text = '新しい曲を作っています。来月には聴いてもらえると思います。';
    const phrases = phrasesOf(text);
    expect(phrases.join('')).toBe(text);
    expect(phrases.length).toBeGreaterThan(4);
    // A phrase never splits a word: 「新しい」 and 「曲を」 stay whole.
    expect(phrases[0]).toBe('新しい');
  });

  it('never leave one character alone on the last line', () => {
    for (const text of ['ありがとうございます。', '今日も配信します', 'また来てね！']) {
      const last = phrasesOf(text).at(-1)!;
      expect([...new Intl.Segmenter().segment(last)].length, last).toBeGreaterThan(2);
    }
  });

  it('keep text without Japanese whole, for its words to break as usual', () => {
    expect(phrasesOf('A round one 🖌️ for the sky')).toEqual(['A round one 🖌️ for the sky']);
  });
});
