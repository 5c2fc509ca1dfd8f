// The image of a public page's link preview: the owner's share image when they uploaded
// one, else the page's share card, drawn by the cards function from the page's own words, avatar
// and theme (1200 × 630, as link previews want). Absolute; a card is versioned by the page's last
// change where the page knows it, so the CDN keeps one rendering per version, and an uploaded
// image has a new path with every upload.
import { CARD_SIZES, cardPath, type CardTarget, type ImageRef } from '@spaces/contracts';
import { imageUrlFor } from '../../lib/images';

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

/**
 * The owner's share image when there is one, at the preview's width (its largest variant when the
 * upload was smaller), else the page's card.
 */
export function shareImageOf(
  imageBase: string,
  ownImage: ImageRef | undefined,
  card: ShareImage,
): ShareImage {
  if (!ownImage || !imageBase) return card;
  const width = ownImage.widths.find((w) => w >= CARD_SIZES.og.width) ?? ownImage.width;
  return {
    url: imageUrlFor(imageBase, ownImage, CARD_SIZES.og.width),
    width,
    height: Math.round((width * ownImage.height) / ownImage.width),
  };
}
