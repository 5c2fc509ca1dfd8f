// CDN caching (Firebase Hosting honours s-maxage). Public pages are cached per language: the
// language comes from Accept-Language or the `__session` cookie, which Hosting puts in the cache
// key. Anything without a route-level policy is private (see entry.server.tsx).
import type { HeadersFunction } from 'react-router';

const PUBLIC_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export const publicPageHeaders: HeadersFunction = ({ errorHeaders }) => {
  if (errorHeaders) return errorHeaders;
  return { 'Cache-Control': PUBLIC_CACHE_CONTROL, Vary: 'Accept-Language' };
};
