import { describe, expect, it } from 'vitest';
import { boardLinksOf, type BoardIndexEntry } from './boardIndex';

const entry = (slug: string, over: Partial<BoardIndexEntry> = {}): BoardIndexEntry => ({
  boardId: slug,
  slug,
  formerSlugs: [],
  title: slug,
  visible: true,
  postCount: 0,
  ...over,
});

describe('board index', () => {
  it('links only visible boards, in order', () => {
    const links = boardLinksOf([entry('aaa', { visible: false }), entry('bbb'), entry('ccc')]);
    expect(links).toEqual([
      { title: 'bbb', slug: 'bbb', postCount: 0 },
      { title: 'ccc', slug: 'ccc', postCount: 0 },
    ]);
    expect(boardLinksOf(undefined)).toEqual([]);
  });
});
