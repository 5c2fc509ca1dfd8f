import { catalogues, type Area, type MessageKey } from './catalogues';
import { format } from './define';
import type { Lang } from './lang';

export type Translate<A extends Area> = (
  key: MessageKey<A>,
  params?: Readonly<Record<string, string | number>>,
) => string;

/**
 * A translator for one area in one language; usable on the server (meta, loaders) and client.
 * A message with a `count` of 1 is its `…One` sibling when the area has one ("1 post", not
 * "1 posts"), so no caller chooses the form itself.
 */
export function translator<A extends Area>(lang: Lang, area: A): Translate<A> {
  const messages = catalogues[area][lang] as Readonly<Record<string, string>>;
  return (key, params) => {
    const one = params?.count === 1 ? messages[`${key}One`] : undefined;
    return format(one ?? messages[key] ?? key, params);
  };
}
