import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import type { Area } from './catalogues';
import { DEFAULT_LANG, type Lang } from './lang';
import { translator, type Translate } from './translate';

/** The page language chosen by the root loader (Japanese when the root loader itself failed). */
export function useLang(): Lang {
  return useRouteLoaderData<typeof rootLoader>('root')?.lang ?? DEFAULT_LANG;
}

export function useT<A extends Area>(area: A): Translate<A> {
  const lang = useLang();
  return useMemo(() => translator(lang, area), [lang, area]);
}
