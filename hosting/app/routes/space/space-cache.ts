/**
 * Edits should show within about a minute (PRODUCT.md: "within seconds" for the origin): browsers
 * keep a page 60 s, the CDN 60 s and may serve a stale copy while it refetches.
 */
export const SPACE_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';
