// Open icon sets in Iconify's JSON format, installed from npm and answered by our own endpoint
// in the shape of Iconify's API, so the editor's picker never depends on a third party unless
// our endpoint is slow. Each set's JSON is read once, on first use, and kept.
import { createRequire } from 'node:module';
import { ICON_NAME_PATTERN, type IconSet } from '@spaces/contracts';

interface IconData {
  body: string;
  width?: number;
  height?: number;
}

interface IconSetJson {
  prefix: string;
  icons: Record<string, IconData>;
  aliases?: Record<string, { parent: string } & Partial<IconData>>;
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

const require = createRequire(import.meta.url);
const loaded = new Map<IconSet, IconSetJson>();
/** Each set's file, named whole so that bundlers and dependency checks see it. */
const SET_FILES: Record<IconSet, () => IconSetJson> = {
  lucide: () => require('@iconify-json/lucide/icons.json') as IconSetJson,
  'simple-icons': () => require('@iconify-json/simple-icons/icons.json') as IconSetJson,
};

function setJson(set: IconSet): IconSetJson {
  let json = loaded.get(set);
  if (!json) {
    json = SET_FILES[set]();
    loaded.set(set, json);
  }
  return json;
}

/** Names per request at most, as a name is at most 64 characters of `a-z0-9-`. */
export const MAX_ICONS_PER_REQUEST = 100;

/** The named icons of a set; an alias answers as its parent's drawing. */
export function iconsAnswer(set: IconSet, names: readonly string[]): IconsAnswer {
  const json = setJson(set);
  const icons: Record<string, IconData> = {};
  const notFound: string[] = [];
  const own = (record: Record<string, IconData> | undefined, key: string) =>
    record && Object.hasOwn(record, key) ? record[key] : undefined;
  for (const name of names) {
    const alias =
      json.aliases && Object.hasOwn(json.aliases, name) ? json.aliases[name] : undefined;
    // An alias that transforms its parent (rotates, flips, crops) is not answered here.
    const plainAlias =
      alias && Object.keys(alias).length === 1 ? own(json.icons, alias.parent) : undefined;
    const icon = ICON_NAME_PATTERN.test(name) ? (own(json.icons, name) ?? plainAlias) : undefined;
    if (!icon) {
      notFound.push(name);
      continue;
    }
    icons[name] = {
      body: icon.body,
      ...(icon.width !== undefined && { width: icon.width }),
      ...(icon.height !== undefined && { height: icon.height }),
    };
  }
  return {
    prefix: json.prefix,
    icons,
    width: json.width ?? 16,
    height: json.height ?? 16,
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
