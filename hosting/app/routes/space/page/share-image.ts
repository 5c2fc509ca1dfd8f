// The Open Graph image of a public page: its share card, drawn by the cards function from the
// page's own words, avatar and theme (1200 × 630, as link previews want). Absolute, from the
// site's origin; versioned by the page's last change where the page knows it, so the CDN keeps
// one rendering per version.
import { CARD_SIZES, cardPath, type CardTarget } from '@spaces/contracts';

export interface ShareImage {
  url: string;
  width: number;
  height: number;
}

export function cardImage(
  siteOrigin: string,
  slug: string,
  target: CardTarget,
  version?: number,
): ShareImage {
  return { url: `${siteOrigin}${cardPath(slug, target, 'og', version)}`, ...CARD_SIZES.og };
}
