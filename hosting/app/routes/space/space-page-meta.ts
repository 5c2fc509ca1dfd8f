// The meta tags of a space's public pages that show its share card (the top page, the letter box, a
// board): the page's own words, and as the link preview the owner's share image, else the page's
// card.
import type { CardTarget, ImageRef } from '@spaces/contracts';
import type { Location, MetaDescriptor } from 'react-router';
import type { Lang } from '../../i18n/lang';
import { pageMeta } from '../../lib/meta';
import { imageBaseOfMatches, langOfMatches, siteOriginOfMatches } from '../../lib/page-title';
import { cardImage, shareImageOf } from '../../space-view/page/share-image';

/** What one page tells of itself: its words, and where its share card is drawn. */
export interface SpacePageShare {
  title: string;
  description: string;
  slug: string;
  card: CardTarget;
  /** The card's version (the page's last change), where the page knows it. */
  cardVersion?: number;
  /** The owner's share image, which replaces the card. */
  shareImage: ImageRef | undefined;
}

type MetaMatches = Parameters<typeof langOfMatches>[0];

/** A route's `meta`: nothing before the loader's data, then the page's `share` of it. */
export function spacePageMeta<Data>(share: (loaderData: Data, lang: Lang) => SpacePageShare) {
  return ({
    data,
    matches,
    location,
  }: {
    data: Data | undefined;
    matches: MetaMatches;
    location: Location;
  }): MetaDescriptor[] => {
    if (!data) return [];
    const lang = langOfMatches(matches);
    const siteOrigin = siteOriginOfMatches(matches);
    const { slug, card, cardVersion, shareImage, ...words } = share(data, lang);
    return pageMeta({
      ...words,
      lang,
      siteOrigin,
      pathname: location.pathname,
      image: shareImageOf(
        imageBaseOfMatches(matches),
        shareImage,
        cardImage(siteOrigin, slug, card, cardVersion),
      ),
    });
  };
}
