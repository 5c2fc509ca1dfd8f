import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IconDrawings, IconsUnavailable, loadIcons } from './icon-fetch';
import { fakeFetch, onlyOurs } from './icon-fetch.fake';

const WANTED = new Map([
  ['lucide', ['music', 'heart']],
  ['simple-icons', ['youtube']],
]);

describe('loadIcons', () => {
  it('asks our endpoint for the named icons of a set', async () => {
    const { fetcher, urls } = fakeFetch(() => 'ok');
    const icons = await loadIcons('lucide', ['music', 'heart'], fetcher);
    expect(Object.keys(icons.icons)).toEqual(['music', 'heart']);
    expect(urls).toEqual(['/api/icons/lucide.json?icons=music,heart']);
  });

  it('waits for our endpoint however slow it is, and asks no other host meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const { fetcher, urls, release } = fakeFetch(() => 'held');
      let settled = false;
      const icons = loadIcons('lucide', ['music'], fetcher).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(settled).toBe(false);
      expect(urls).toEqual(['/api/icons/lucide.json?icons=music']);
      release();
      expect((await icons).prefix).toBe('lucide');
      expect(urls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['an error status', 503, 503],
    ['no answer at all', 'unreachable', null],
  ] as const)(
    'reports a failure as IconsUnavailable on %s, and asks nothing else',
    async (_c, how, status) => {
      const { fetcher, urls } = fakeFetch(() => how);
      const failure = await loadIcons('simple-icons', ['youtube'], fetcher).catch(
        (e: unknown) => e,
      );
      expect(failure).toBeInstanceOf(IconsUnavailable);
      expect(failure).toMatchObject({ set: 'simple-icons', status });
      expect(urls).toEqual(['/api/icons/simple-icons.json?icons=youtube']);
    },
  );
});

describe('IconDrawings', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the sets that failed, keeps what was drawn, and asks again only for what is missing', async () => {
    let brandsFail = true;
    const { fetcher, urls } = fakeFetch((set) =>
      set === 'simple-icons' && brandsFail ? 500 : 'ok',
    );
    const drawings = new IconDrawings(WANTED, fetcher);
    const failed = await drawings.fill();
    expect(failed.map((f) => [f.set, f.status])).toEqual([['simple-icons', 500]]);
    expect(drawings.complete).toBe(false);
    expect([...drawings.drawn.keys()].sort()).toEqual(['lucide:heart', 'lucide:music']);

    brandsFail = false;
    expect(await drawings.fill()).toEqual([]);
    expect(drawings.complete).toBe(true);
    expect(drawings.drawn.has('simple-icons:youtube')).toBe(true);
    expect(urls.slice(2)).toEqual(['/api/icons/simple-icons.json?icons=youtube']);
    expect(onlyOurs(urls)).toBe(true);
    // Complete: nothing is asked again.
    expect(await drawings.fill()).toEqual([]);
    expect(urls).toHaveLength(3);
  });

  it('drops a drawing the sanitiser refuses, as the server does', async () => {
    const fetcher = vi.fn(() =>
      Promise.resolve(
        Response.json({
          prefix: 'lucide',
          icons: { music: { body: '<script>alert(1)</script>' }, heart: { body: '<path/>' } },
        }),
      ),
    ) as unknown as typeof fetch;
    const drawings = new IconDrawings(new Map([['lucide', ['music', 'heart']]]), fetcher);
    expect(await drawings.fill()).toEqual([]);
    expect([...drawings.drawn.keys()]).toEqual(['lucide:heart']);
  });
});
