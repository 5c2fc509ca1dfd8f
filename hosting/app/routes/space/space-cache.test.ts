import { describe, expect, it } from 'vitest';
import { SPACE_CACHE_CONTROL, spacePageHeaders } from './space-cache';

const seconds = (directive: string) =>
  Number(new RegExp(`${directive}=(\\d+)`).exec(SPACE_CACHE_CONTROL)?.[1]);

type Args = Parameters<typeof spacePageHeaders>[0];
const headers = (args: Partial<Args>) =>
  new Headers(spacePageHeaders({ actionHeaders: new Headers(), ...args } as Args));

describe('the cache policy of visitors’ pages', () => {
  it('lets the CDN keep a page, and browsers always ask again', () => {
    expect(SPACE_CACHE_CONTROL).toMatch(/^public, /);
    expect(seconds('max-age')).toBe(0);
    expect(seconds('s-maxage')).toBeGreaterThan(0);
    expect(seconds('stale-while-revalidate')).toBeGreaterThan(0);
  });

  it('never shows a visitor a page older than 30 s (owners see their edits within seconds)', () => {
    expect(seconds('s-maxage') + seconds('stale-while-revalidate')).toBeLessThanOrEqual(30);
  });

  it('keeps one copy per language', () => {
    expect(headers({}).get('Vary')).toBe('Accept-Language');
    expect(headers({}).get('Cache-Control')).toBe(SPACE_CACHE_CONTROL);
  });

  it('leaves an error response’s headers alone (a 404 or 503 is not cached as a page)', () => {
    const errorHeaders = new Headers({ 'Retry-After': '10' });
    expect(headers({ errorHeaders }).get('Cache-Control')).toBeNull();
    expect(headers({ errorHeaders }).get('Retry-After')).toBe('10');
  });

  it('lets the answer to a post say it is not cached (a refused draft shown again)', () => {
    const actionHeaders = new Headers({ 'Cache-Control': 'private, no-store' });
    expect(headers({ actionHeaders }).get('Cache-Control')).toBe('private, no-store');
    expect(headers({ actionHeaders }).get('Vary')).toBeNull();
  });
});
