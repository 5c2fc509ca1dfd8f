// The `<title>` of a page from a catalogue key, in the language the root loader chose.
import type { MetaDescriptor } from 'react-router';
import type { Area, MessageKey } from '../i18n/catalogues';
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/lang';
import { translator } from '../i18n/translate';
import { imageBase } from './images';
import type { PublicEnv } from './public-env';
import { pageTitle } from './title';

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

/** What the root loader answered, as far as meta functions need it. */
function rootData(
  matches: readonly (MatchLike | undefined)[],
): { lang?: unknown; env?: { siteOrigin?: string } & Partial<PublicEnv> } | undefined {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData ?? root?.data) as ReturnType<typeof rootData>;
}

export function langOfMatches(matches: readonly (MatchLike | undefined)[]): Lang {
  const lang = rootData(matches)?.lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/** The configured site origin, for absolute URLs in a page's meta tags ('' before it is known). */
export function siteOriginOfMatches(matches: readonly (MatchLike | undefined)[]): string {
  return rootData(matches)?.env?.siteOrigin ?? '';
}

/** Where processed images are read, for absolute image URLs in meta tags ('' before it is known). */
export function imageBaseOfMatches(matches: readonly (MatchLike | undefined)[]): string {
  const env = rootData(matches)?.env;
  return env?.firebaseStorageBucket ? imageBase(env as PublicEnv) : '';
}

export function titleMeta<A extends Area>(
  matches: readonly (MatchLike | undefined)[],
  area: A,
  key: MessageKey<A>,
  params?: Readonly<Record<string, string | number>>,
): MetaDescriptor[] {
  return [{ title: pageTitle(translator(langOfMatches(matches), area)(key, params)) }];
}
