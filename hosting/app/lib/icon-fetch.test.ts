import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IconDrawings, IconsUnavailable, loadIcons } from './icon-fetch';

const answer = (prefix: string, names: readonly string[]) => ({
  prefix,
  width: 24,
  height: 24,
  icons: Object.fromEntries(names.map((name) => [name, { body: `<path d="M${name.length}"/>` }])),
});

/**
 * A fetch that records every URL asked and answers each from `respond`: our endpoint's answer,
 * an error status, a thrown network error, or a hold released by hand.
 */
function fakeFetch(respond: (set: string) => 'ok' | number | 'unreachable' | 'held') {
  const urls: string[] = [];
  const held: (() => void)[] = [];
  const fetcher = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    urls.push(url);
    const parsed = new URL(url, 'http://site.test');
    const set = /^\/api\/icons\/(.+)\.json$/.exec(parsed.pathname)?.[1] ?? '';
    const names = (parsed.searchParams.get('icons') ?? '').split(',');
    const how = respond(set);
    if (how === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
    if (typeof how === 'number') return Promise.resolve(new Response('no', { status: how }));
    const response = () => Response.json(answer(set, names));
    if (how === 'ok') return Promise.resolve(response());
    // Held as a real fetch holds: until released, or until the caller aborts it.
    return new Promise<Response>((resolve, reject) => {
      held.push(() => resolve(response()));
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    });
  });
  return {
    fetcher: fetcher as unknown as typeof fetch,
    urls,
    release: () => held.splice(0).forEach((resolve) => resolve()),
  };
}

/** Nothing but our own endpoint, a path on the page's own origin. */
const onlyOurs = (urls: readonly string[]) =>
  urls.every((url) => url.startsWith('/api/icons/') && !url.includes('//'));

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
