import { describe, expect, it } from 'vitest';
import { SPACE_CACHE_CONTROL, spaceCacheControl, spacePageHeaders } from './space-cache';

const seconds = (directive: string) =>
  Number(new RegExp(`${directive}=(\\d+)`).exec(SPACE_CACHE_CONTROL)?.[1]);

type Args = Parameters<typeof spacePageHeaders>[0];
const headers = (args: Partial<Args>) =>
  new Headers(
    spacePageHeaders({
      actionHeaders: new Headers(),
      loaderHeaders: new Headers(),
      ...args,
    } as Args),
  );

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

  it('keeps a thanks that links a sender’s receipt out of every cache, with no referrer', () => {
    const loaderHeaders = new Headers({
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
    });
    expect(headers({ loaderHeaders }).get('Cache-Control')).toBe('private, no-store');
    expect(headers({ loaderHeaders }).get('Referrer-Policy')).toBe('no-referrer');
  });

  it("sends a loader's shorter Cache-Control (a timed link's boundary is near)", () => {
    const loaderHeaders = new Headers({ 'Cache-Control': spaceCacheControl(5_000, 0) });
    expect(headers({ loaderHeaders }).get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=0',
    );
    expect(headers({ loaderHeaders }).get('Vary')).toBe('Accept-Language');
  });
});

describe('a page with a timed link', () => {
  const now = Date.parse('2026-12-24T10:00:00Z');
  const life = (header: string) =>
    [/s-maxage=(\d+)/, /stale-while-revalidate=(\d+)/]
      .map((re) => Number(re.exec(header)?.[1]))
      .reduce((a, b) => a + b);

  it("keeps the usual policy when no boundary is within the cache's life", () => {
    expect(spaceCacheControl(undefined, now)).toBe(SPACE_CACHE_CONTROL);
    expect(spaceCacheControl(now + 30_000, now)).toBe(SPACE_CACHE_CONTROL);
    expect(spaceCacheControl(now + 3_600_000, now)).toBe(SPACE_CACHE_CONTROL);
  });

  it("never lets the CDN's copy outlive the next boundary", () => {
    for (const ms of [29_999, 20_000, 12_500, 10_000, 9_999, 1_000, 999, 0, -5_000]) {
      const header = spaceCacheControl(now + ms, now);
      expect(header, `${ms} ms before the boundary`).toMatch(/^public, max-age=0, /);
      expect(life(header) * 1000, `${ms} ms before the boundary`).toBeLessThanOrEqual(
        Math.max(0, ms),
      );
    }
    expect(spaceCacheControl(now + 25_000, now)).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=15',
    );
    expect(spaceCacheControl(now + 4_000, now)).toBe(
      'public, max-age=0, s-maxage=4, stale-while-revalidate=0',
    );
  });
});
