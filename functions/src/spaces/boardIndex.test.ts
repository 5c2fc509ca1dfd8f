import { describe, expect, it } from 'vitest';
import { boardLinksOf } from './boardIndex';
import { boardEntry } from './space.fixtures';

describe('board index', () => {
  it('links only visible boards, in order', () => {
    const links = boardLinksOf([
      boardEntry('aaa', { visible: false }),
      boardEntry('bbb'),
      boardEntry('ccc'),
    ]);
    expect(links).toEqual([
      { title: 'bbb', slug: 'bbb', postCount: 0 },
      { title: 'ccc', slug: 'ccc', postCount: 0 },
    ]);
    expect(boardLinksOf(undefined)).toEqual([]);
  });
});
