import { describe, expect, it } from 'vitest';
import { cardImage } from './share-image';

describe('cardImage', () => {
  it('names the page’s card, absolute and versioned, at the link preview size', () => {
    expect(cardImage('https://spaces.test', 'mika', { kind: 'space' }, 1700000000000)).toEqual({
      url: 'https://spaces.test/api/cards/mika/space.og.png?v=1700000000000',
      width: 1200,
      height: 630,
    });
  });

  it('names a board’s card without a version when the page does not know one', () => {
    expect(cardImage('https://spaces.test', 'mika', { kind: 'board', boardSlug: 'qa' }).url).toBe(
      'https://spaces.test/api/cards/mika/board/qa.og.png',
    );
  });
});
