// The picker's wait as the owner is told it: our endpoint's drawings tracked by the kit's pending
// attempts (components/ui/pending.ts), as picker.tsx tracks them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingAttempts } from '../../../../components/ui/pending';
import { IconDrawings } from '../../../../lib/icon-fetch';

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

describe('the icon picker waiting for our endpoint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is reported slow after 3 s and stalled at 15 s while our endpoint holds back, drawn once it answers', async () => {
    const { fetcher, urls, release } = fakeFetch(() => 'held');
    const drawings = new IconDrawings(WANTED, fetcher);
    const attempts = new PendingAttempts();
    const fill = () => drawings.fill();
    void attempts.track(fill(), fill, 'Loading the icons');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(attempts.getSnapshot().phase).toBe('working');
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts.getSnapshot()).toEqual({
      phase: 'slow',
      action: 'Loading the icons',
      retryable: true,
    });
    await vi.advanceTimersByTimeAsync(12_000);
    expect(attempts.getSnapshot().phase).toBe('stalled');
    // Retry asks our endpoint again, and nothing else; the clock starts over.
    attempts.retry();
    expect(attempts.getSnapshot().phase).toBe('working');
    expect(urls).toHaveLength(4);
    expect(onlyOurs(urls)).toBe(true);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts.getSnapshot().phase).toBe('idle');
    expect(drawings.complete).toBe(true);
    expect([...drawings.drawn.keys()].sort()).toEqual([
      'lucide:heart',
      'lucide:music',
      'simple-icons:youtube',
    ]);
    expect(drawings.drawn.get('lucide:music')).toEqual({
      body: '<path d="M5"/>',
      width: 24,
      height: 24,
    });
  });
});
