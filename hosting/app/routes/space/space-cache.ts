// How long the CDN may serve a visitor's page (decision 031). Edits, publishing and unpublishing
// must show within seconds. Browsers always ask again (max-age=0); Hosting's CDN answers from its
// copy for 10 s and may hand out that copy for 20 s more while it fetches a fresh one, so no
// visitor sees a page older than 30 s, and a page that goes viral costs the SSR function about one
// render per 10 s per CDN location and language, whatever the number of views.
import type { HeadersFunction } from 'react-router';

const FRESH_SECONDS = 10;
const STALE_SECONDS = 20;

export const SPACE_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;

/**
 * A public answer carries a fan's words: hiding its post, its board or its space must take it down
 * at once, and Hosting's CDN cannot be purged. So the CDN keeps no copy of the answer page (nor of
 * its card): every view asks the function, which reads the answer's documents (decision 067).
 */
export const ANSWER_CACHE_CONTROL = 'no-cache';

/**
 * The page's Cache-Control when a timed link starts or ends at `boundary` (ms): the CDN's copy,
 * stale time included, must not outlive it, so a link appears or disappears on time.
 */
export function spaceCacheControl(boundary: number | undefined, now: number): string {
  const left = boundary === undefined ? Infinity : Math.floor((boundary - now) / 1000);
  if (left >= FRESH_SECONDS + STALE_SECONDS) return SPACE_CACHE_CONTROL;
  const fresh = Math.max(0, Math.min(FRESH_SECONDS, left));
  const stale = Math.max(0, left - fresh);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}

/**
 * The pages speak the visitor's language (Accept-Language, or the `__session` choice). The answer
 * to a post (a refused draft shown again) is the poster's own: its action says it is not cached.
 * A loader that knows of a timed link's boundary sends its own, shorter Cache-Control; a thanks
 * that lists the browser's letters sends `private, no-store` and no referrer (lib/letters.server.ts).
 */
export const spacePageHeaders: HeadersFunction = ({ actionHeaders, errorHeaders, loaderHeaders }) =>
  errorHeaders ??
  (actionHeaders.has('Cache-Control')
    ? actionHeaders
    : {
        'Cache-Control': loaderHeaders.get('Cache-Control') ?? SPACE_CACHE_CONTROL,
        Vary: 'Accept-Language',
        ...(loaderHeaders.has('Referrer-Policy') && {
          'Referrer-Policy': loaderHeaders.get('Referrer-Policy')!,
        }),
      });
