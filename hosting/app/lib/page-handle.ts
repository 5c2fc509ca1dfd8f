// What a route may tell the document around it through its `handle`. `islands: true`: the page is
// server-rendered HTML that React never hydrates (no router, no loader data in the page); only its
// <Island>s run in the browser, from the small islands bundle (app/islands/). Visitors' pages
// (/{slug}, its letter page and boards) are such pages: they read without JavaScript.
import type { UIMatch } from 'react-router';

export interface PageHandle {
  islands?: true;
  /**
   * The page always carries a capability (a receipt's token in its address): it loads no
   * third-party script. A page that carries one only sometimes (a thanks, a list of the browser's
   * letters) says so in its loader data instead, as `capability: true` (decision 068).
   */
  capability?: true;
}

export const ISLANDS_PAGE: PageHandle = { islands: true };

/** Whether a route's `handle` makes it a visitor's page. */
export function isIslandsHandle(handle: unknown): boolean {
  return (handle as PageHandle | undefined)?.islands === true;
}

export function isIslandsPage(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => isIslandsHandle(match.handle));
}

/**
 * Whether the page carries a receipt's token, in its address or its words: then no third-party
 * script may load on it, since any such script reads the page's address and document.
 */
export function carriesCapability(matches: readonly UIMatch[]): boolean {
  return matches.some(
    (match) =>
      (match.handle as PageHandle | undefined)?.capability === true ||
      (match.data as { capability?: unknown } | null | undefined)?.capability === true,
  );
}
