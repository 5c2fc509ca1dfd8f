import { describe, expect, it } from 'vitest';
import { cardPath } from './paths';

describe('cardPath', () => {
  it('names each target under the space, one segment per part', () => {
    expect(cardPath('mika', { kind: 'space' }, 'og')).toBe('/api/cards/mika/space.og.png');
    expect(cardPath('mika', { kind: 'letter' }, 'story')).toBe('/api/cards/mika/letter.story.png');
    expect(cardPath('mika', { kind: 'board', boardSlug: 'news-2' }, 'og')).toBe(
      '/api/cards/mika/board/news-2.og.png',
    );
    expect(cardPath('mika', { kind: 'answer', boardSlug: 'answers', postId: 'p1' }, 'og')).toBe(
      '/api/cards/mika/answer/answers/p1.og.png',
    );
  });

  it('adds the version as a query, so a changed page gets a new image', () => {
    expect(cardPath('mika', { kind: 'space' }, 'og', 1700000000000)).toBe(
      '/api/cards/mika/space.og.png?v=1700000000000',
    );
  });
});
