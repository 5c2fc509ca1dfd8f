import { describe, expect, it } from 'vitest';
import { reportedPageOf, reportedPagePath, reportPagePath, type ReportedPage } from './paths';

const PAGES: ReportedPage[] = [
  { kind: 'space', slug: 'mika' },
  { kind: 'letter', slug: 'mika' },
  { kind: 'board', slug: 'mika', boardSlug: 'fan-art' },
  { kind: 'post', slug: 'mika', boardSlug: 'fan-art', postId: 'p1' },
  { kind: 'answer', slug: 'mika', boardSlug: 'answers', postId: 'a1' },
];

describe('report form addresses', () => {
  it('puts /report before each page path, a post in the query', () => {
    expect(PAGES.map((page) => reportPagePath(page))).toEqual([
      '/report/mika',
      '/report/mika/letter',
      '/report/mika/fan-art',
      '/report/mika/fan-art?post=p1',
      '/report/mika/answers/a1',
    ]);
  });

  it('reads back the page each address names', () => {
    for (const page of PAGES) {
      const url = new URL(reportPagePath(page), 'https://spaces.example');
      const segments = url.pathname.split('/').slice(2);
      expect(reportedPageOf(segments, url.searchParams.get('post'))).toEqual(
        Object.fromEntries(Object.entries(page).filter(([, v]) => v !== undefined)),
      );
    }
  });

  it('keeps the query it is given after the post', () => {
    expect(reportPagePath(PAGES[3]!, { sent: 'received' })).toBe(
      '/report/mika/fan-art?post=p1&sent=received',
    );
  });

  it('encodes what it was given, so the address stays a path on this site', () => {
    const path = reportedPagePath({ kind: 'answer', slug: 'a/b', boardSlug: '..', postId: '?x' });
    expect(path).toBe('/a%2Fb/../%3Fx');
    expect(reportPagePath({ kind: 'space', slug: '//evil.example' })).toBe(
      '/report/%2F%2Fevil.example',
    );
  });

  it('names no page for no slug or too deep a path', () => {
    expect(reportedPageOf([], null)).toBeUndefined();
    expect(reportedPageOf([''], null)).toBeUndefined();
    expect(reportedPageOf(['mika', 'b', 'p', 'extra'], null)).toBeUndefined();
  });
});
