// The `<title>` of a page from a catalogue key, in the language the root loader chose.
import type { MetaDescriptor } from 'react-router';
import type { Area, MessageKey } from '../i18n/catalogues';
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/lang';
import { translator } from '../i18n/translate';
import { pageTitle } from './title';

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

export function langOfMatches(matches: readonly (MatchLike | undefined)[]): Lang {
  const root = matches.find((match) => match?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { lang?: unknown } | undefined;
  return isLang(data?.lang) ? data.lang : DEFAULT_LANG;
}

export function titleMeta<A extends Area>(
  matches: readonly (MatchLike | undefined)[],
  area: A,
  key: MessageKey<A>,
  params?: Readonly<Record<string, string | number>>,
): MetaDescriptor[] {
  return [{ title: pageTitle(translator(langOfMatches(matches), area)(key, params)) }];
}
