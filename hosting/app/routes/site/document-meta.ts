// The meta tags of the site's documents (terms, privacy, legal notice): each catalogue's `title`
// and `description`, in the page's language, at its own address.
import type { MetaDescriptor } from 'react-router';
import { translator } from '../../i18n/translate';
import { pageMeta } from '../../lib/meta';
import { langOfMatches, siteOriginOfMatches } from '../../lib/page-title';

type DocumentArea = 'terms' | 'privacy' | 'tokushoho';

export function documentMeta(area: DocumentArea) {
  return ({
    matches,
    location,
  }: {
    matches: Parameters<typeof langOfMatches>[0];
    location: { pathname: string };
  }): MetaDescriptor[] => {
    const lang = langOfMatches(matches);
    const t = translator(lang, area);
    return pageMeta({
      title: t('title'),
      description: t('description'),
      lang,
      siteOrigin: siteOriginOfMatches(matches),
      pathname: location.pathname,
    });
  };
}
