// How long the CDN may serve a visitor's page (decision 031). Edits, publishing and unpublishing
// must show within seconds. Browsers always ask again (max-age=0); Hosting's CDN answers from its
// copy for 10 s and may hand out that copy for 20 s more while it fetches a fresh one, so no
// visitor sees a page older than 30 s, and a page that goes viral costs the SSR function about one
// render per 10 s per CDN location and language, whatever the number of views.
import type { HeadersFunction } from 'react-router';

export const SPACE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=20';

/**
 * The pages speak the visitor's language (Accept-Language, or the `__session` choice). The answer
 * to a post (a refused draft shown again) is the poster's own: its action says it is not cached.
 */
export const spacePageHeaders: HeadersFunction = ({ actionHeaders, errorHeaders }) =>
  errorHeaders ??
  (actionHeaders.has('Cache-Control')
    ? actionHeaders
    : { 'Cache-Control': SPACE_CACHE_CONTROL, Vary: 'Accept-Language' });
