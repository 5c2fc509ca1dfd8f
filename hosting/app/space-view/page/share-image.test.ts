import { describe, expect, it } from 'vitest';
import { cardImage, shareImageOf } from './share-image';
import { processedImage } from '../../lib/image.fixtures';

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

const image = processedImage('share-image', 'images/owner/share1', { height: 630 });
const base = 'https://storage.test/o/';

describe('shareImageOf', () => {
  const card = cardImage('https://spaces.test', 'mika', { kind: 'space' }, 1);

  it('prefers the owner’s image at the preview width, by its own path', () => {
    expect(shareImageOf(base, image, card)).toEqual({
      url: `${base}${encodeURIComponent('images/owner/share1/1200.webp')}?alt=media`,
      width: 1200,
      height: 630,
    });
  });

  it('takes a smaller upload’s largest variant at its own size', () => {
    const small = { ...image, width: 800, height: 420, widths: [600, 800] };
    expect(shareImageOf(base, small, card)).toMatchObject({ width: 800, height: 420 });
    expect(shareImageOf(base, small, card).url).toContain(encodeURIComponent('/800.webp'));
  });

  it('is the card without an image of the owner’s', () => {
    expect(shareImageOf(base, undefined, card)).toBe(card);
  });
});
