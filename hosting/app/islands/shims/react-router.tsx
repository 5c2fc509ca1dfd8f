// `react-router` inside the islands bundle: islands run without a router, on a page the server
// rendered. The little of React Router that island components touch is answered from the page.
import type { AnchorHTMLAttributes } from 'react';
import { browserEnv, type PublicEnv } from '../../lib/public-env';
import { isLang, DEFAULT_LANG, type Lang } from '../../i18n/lang';

/** The root loader's data as the page carries it: its language and public configuration. */
export function useRouteLoaderData(id: string): { lang: Lang; env: PublicEnv } | undefined {
  if (id !== 'root') return undefined;
  const lang = document.documentElement.lang;
  return { lang: isLang(lang) ? lang : DEFAULT_LANG, env: browserEnv() };
}

/** Islands never navigate within the page: always idle. */
export function useNavigation(): { state: 'idle' } {
  return { state: 'idle' };
}

/** The page's data is the server's: revalidating is loading the page again. */
export function useRevalidator(): { revalidate: () => void; state: 'idle' } {
  return { revalidate: () => window.location.reload(), state: 'idle' };
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  prefetch?: string;
  replace?: boolean;
  viewTransition?: boolean;
};

/** A link is a plain anchor: the next page is a page load. */
export function Link({
  to,
  prefetch: _prefetch,
  replace: _replace,
  viewTransition: _vt,
  ...rest
}: LinkProps) {
  return <a href={to} {...rest} />;
}
