// Title, description, Open Graph and Twitter tags for a public page. The preview image and URLs
// are absolute, from the configured site origin (SEED §2).
import type { MetaDescriptor } from 'react-router';
import type { Lang } from '../i18n/lang';
import { PRODUCT_NAME, pageTitle } from './title';

const PREVIEW_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export interface PageMetaInput {
  /** The page's own title; omitted for the home page, which is titled `Spaces` alone. */
  title?: string;
  description: string;
  lang: Lang;
  siteOrigin: string;
  pathname: string;
}

export function pageMeta({
  title,
  description,
  lang,
  siteOrigin,
  pathname,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = `${siteOrigin}${pathname}`;
  const image = `${siteOrigin}${PREVIEW_IMAGE.path}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:locale', content: lang === 'ja' ? 'ja_JP' : 'en_US' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(PREVIEW_IMAGE.width) },
    { property: 'og:image:height', content: String(PREVIEW_IMAGE.height) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}
