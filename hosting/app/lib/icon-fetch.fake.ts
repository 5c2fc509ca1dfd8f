// A stand-in for `fetch` for the icon loader's tests (icon-fetch.test.ts and the picker's
// waiting.test.ts): it answers as our icon endpoint would, fails, or holds a request.
import { vi } from 'vitest';

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
export function fakeFetch(respond: (set: string) => 'ok' | number | 'unreachable' | 'held') {
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
export const onlyOurs = (urls: readonly string[]) =>
  urls.every((url) => url.startsWith('/api/icons/') && !url.includes('//'));
