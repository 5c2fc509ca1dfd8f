// Title, description, Open Graph and Twitter tags for a public page. The preview image and URLs
// are absolute, from the configured site origin.
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
  /** The page's own preview image (absolute URL and size); the site's otherwise. */
  image?: { url: string; width: number; height: number };
}

export function pageMeta({
  title,
  description,
  lang,
  siteOrigin,
  pathname,
  image: ownImage,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = `${siteOrigin}${pathname}`;
  const preview = ownImage ?? { ...PREVIEW_IMAGE, url: `${siteOrigin}${PREVIEW_IMAGE.path}` };
  const image = preview.url;
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
    { property: 'og:image:width', content: String(preview.width) },
    { property: 'og:image:height', content: String(preview.height) },
    {
      name: 'twitter:card',
      content: preview.width > preview.height ? 'summary_large_image' : 'summary',
    },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}
