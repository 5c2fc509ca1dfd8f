// The signed addresses a public page counts its view and its links' clicks at: made on the server
// (hits.server.ts), drawn by the page view (space-view/page/hits.tsx).
export interface PageHits {
  /** The view pixel's address. */
  view: string;
  /** The top page's referrer beacon (the islands' boot script adds `&r={host}`). */
  referrer?: string;
  /** Each link's ping address, by link id. */
  links: Record<string, string>;
}
