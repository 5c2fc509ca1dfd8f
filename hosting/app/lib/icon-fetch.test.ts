import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadIcons, OWN_ENDPOINT_TIMEOUT_MS } from './icon-fetch';

const ANSWER = { prefix: 'lucide', icons: { music: { body: '<path/>' } }, width: 24, height: 24 };

/** A fetch whose own-endpoint answer waits `ownDelayMs` (or fails), and records every URL. */
function fakeFetch(own: { delayMs: number } | 'fails') {
  const urls: string[] = [];
  const fetcher = vi.fn((url: string, init?: RequestInit) => {
    urls.push(url);
    if (!url.startsWith('/api/icons/')) return Promise.resolve(Response.json(ANSWER));
    if (own === 'fails') return Promise.resolve(new Response('no', { status: 500 }));
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(
        () => resolve(Response.json({ ...ANSWER, prefix: 'own' })),
        own.delayMs,
      );
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  });
  return { fetcher: fetcher as unknown as typeof fetch, urls };
}

const spyOnWarn = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('loadIcons', () => {
  let warn: ReturnType<typeof spyOnWarn>;
  beforeEach(() => {
    vi.useFakeTimers();
    warn = spyOnWarn();
  });
  afterEach(() => {
    vi.useRealTimers();
    warn.mockRestore();
  });

  it('uses our endpoint when it answers in time, and never the public API', async () => {
    const { fetcher, urls } = fakeFetch({ delayMs: OWN_ENDPOINT_TIMEOUT_MS - 100 });
    const answer = loadIcons('lucide', ['music', 'heart'], fetcher);
    await vi.advanceTimersByTimeAsync(OWN_ENDPOINT_TIMEOUT_MS - 100);
    expect((await answer).prefix).toBe('own');
    expect(urls).toEqual(['/api/icons/lucide.json?icons=music,heart']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the public API only after 1,500 ms, and logs it', async () => {
    const { fetcher, urls } = fakeFetch({ delayMs: 10_000 });
    const answer = loadIcons('lucide', ['music'], fetcher);
    await vi.advanceTimersByTimeAsync(OWN_ENDPOINT_TIMEOUT_MS - 1);
    expect(urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).prefix).toBe('lucide');
    expect(urls).toEqual([
      '/api/icons/lucide.json?icons=music',
      'https://api.iconify.design/lucide.json?icons=music',
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('falls back at once when our endpoint fails', async () => {
    const { fetcher, urls } = fakeFetch('fails');
    expect((await loadIcons('simple-icons', ['youtube'], fetcher)).prefix).toBe('lucide');
    expect(urls[1]).toBe('https://api.iconify.design/simple-icons.json?icons=youtube');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
