// The icon sets we serve, read from their npm packages: the one reader for the functions that keep
// a button's drawing and for hosting's icon endpoint that the editor's picker loads. Both look an
// icon up the same way and get it sanitised, so the picker offers only what a save keeps and
// nothing unsanitised is ever answered. Node only: the package's `./icon-sets` entry, never its
// index, which browsers load. Each set's JSON is read from node_modules on first use (never
// bundled) and kept; every codebase that bundles this module lists the sets' packages among its
// dependencies (icon-sets.test.ts checks).
import { createRequire } from 'node:module';
import { sanitizeIconBody } from './icon-svg';
import { ICON_NAME_PATTERN, type IconSet, type IconSvg } from './icons';

interface IconData {
  body: string;
  width?: number;
  height?: number;
}

interface IconSetJson {
  icons: Record<string, IconData>;
  aliases?: Record<string, { parent: string } & Partial<IconData>>;
  width?: number;
  height?: number;
}

/** The npm package of each set, which every codebase reading it must depend on. */
export const ICON_SET_PACKAGES: Readonly<Record<IconSet, string>> = {
  lucide: '@iconify-json/lucide',
  'simple-icons': '@iconify-json/simple-icons',
};

const require = createRequire(import.meta.url);
/** Each set's file, named whole so that dependency checks see it. */
const SET_FILES: Record<IconSet, () => IconSetJson> = {
  lucide: () => require('@iconify-json/lucide/icons.json') as IconSetJson,
  'simple-icons': () => require('@iconify-json/simple-icons/icons.json') as IconSetJson,
};
const loaded = new Map<IconSet, IconSetJson>();

function setJson(set: IconSet): IconSetJson {
  let json = loaded.get(set);
  if (!json) {
    json = SET_FILES[set]();
    loaded.set(set, json);
  }
  return json;
}

/** The view box of the set's icons, where an icon names none of its own. */
export function iconSetSize(set: IconSet): { width: number; height: number } {
  const json = setJson(set);
  return { width: json.width ?? 16, height: json.height ?? 16 };
}

/**
 * The set's icon of that name, sanitised, with its view box; undefined when the set has no such
 * icon (a name of another shape, an object's own property), when it is an alias that transforms
 * its parent (rotates, flips, crops), or when its drawing cannot be kept (sanitizeIconBody).
 */
export function iconOf(set: IconSet, name: string): IconSvg | undefined {
  if (!ICON_NAME_PATTERN.test(name)) return undefined;
  const json = setJson(set);
  const own = (key: string) => (Object.hasOwn(json.icons, key) ? json.icons[key] : undefined);
  const alias = json.aliases && Object.hasOwn(json.aliases, name) ? json.aliases[name] : undefined;
  const icon =
    own(name) ?? (alias && Object.keys(alias).length === 1 ? own(alias.parent) : undefined);
  const body = icon && sanitizeIconBody(icon.body);
  if (!icon || body === undefined) return undefined;
  const size = iconSetSize(set);
  return { body, width: icon.width ?? size.width, height: icon.height ?? size.height };
}
