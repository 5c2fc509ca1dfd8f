// Insights' counting on a public page, without cookies or scripts: a 1-pixel image per view and a
// `ping` on each link, both at signed addresses the loader made (lib/hits.server.ts). The preview
// and pages without counting configured simply have none.
import { createContext, useContext } from 'react';
import type { PageHits } from '../../lib/page-hits';

const HitsContext = createContext<PageHits | undefined>(undefined);

export const HitsProvider = HitsContext.Provider;

/** A link's ping address by its id, when the page counts clicks. */
export function usePings(): (linkId: string) => string | undefined {
  const hits = useContext(HitsContext);
  return (linkId) => hits?.links[linkId];
}

/** The view pixel: out of the layout and of the accessibility tree, fetched with the page. */
export function HitPixel({ hits }: { hits: PageHits | undefined }) {
  if (!hits) return null;
  return (
    <img
      src={hits.view}
      data-hit-referrer={hits.referrer}
      alt=""
      width={1}
      height={1}
      decoding="async"
      referrerPolicy="no-referrer"
      className="pointer-events-none absolute bottom-0 left-0 size-px opacity-0"
    />
  );
}
