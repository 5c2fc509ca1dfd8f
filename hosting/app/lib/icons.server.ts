// Open icon sets in Iconify's JSON format, installed from npm and answered by our own endpoint
// in the shape of Iconify's API, so the editor's picker never depends on a third party unless
// our endpoint is slow. Icons are looked up as a save keeps them (`@spaces/contracts/icon-sets`,
// the functions' reader too): sanitised, and only those a button may keep.
import { type IconSet } from '@spaces/contracts';
import { iconOf, iconSetSize } from '@spaces/contracts/icon-sets';

interface IconData {
  body: string;
  width?: number;
  height?: number;
}

/** Iconify API's answer for `/{prefix}.json?icons=…`. */
export interface IconsAnswer {
  prefix: string;
  icons: Record<string, IconData>;
  width: number;
  height: number;
  not_found?: string[];
}

/** Names per request at most, as a name is at most 64 characters of `a-z0-9-`. */
export const MAX_ICONS_PER_REQUEST = 100;

/** The named icons of a set; an alias answers as its parent's drawing. */
export function iconsAnswer(set: IconSet, names: readonly string[]): IconsAnswer {
  const size = iconSetSize(set);
  const icons: Record<string, IconData> = {};
  const notFound: string[] = [];
  for (const name of names) {
    const icon = iconOf(set, name);
    if (!icon) {
      notFound.push(name);
      continue;
    }
    icons[name] = {
      body: icon.body,
      ...(icon.width !== size.width && { width: icon.width }),
      ...(icon.height !== size.height && { height: icon.height }),
    };
  }
  return {
    prefix: set,
    icons,
    ...size,
    ...(notFound.length > 0 && { not_found: notFound }),
  };
}

/** The `icons` query parameter as names: comma-separated, trimmed, unique, at most the limit. */
export function namesOf(param: string | null): string[] {
  const names = (param ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name.length <= 64);
  return [...new Set(names)].slice(0, MAX_ICONS_PER_REQUEST);
}
