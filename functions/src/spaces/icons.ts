// Buttons' icons resolved when the buttons are saved: each `set:name` is looked up in the icon
// sets installed from npm and its drawing kept, sanitised, on the button, so that the public page
// inlines it. The sets' JSON files are read from node_modules on first use (never bundled), and
// only by the functions that save buttons.
import { createRequire } from 'node:module';
import {
  currentIconRef,
  parseIconRef,
  sanitizeIconBody,
  type ButtonInput,
  type IconSet,
  type IconSvg,
} from '@spaces/contracts';

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

/** The icon's sanitised drawing, or undefined when the set has no such icon or it cannot be kept. */
export function resolveIcon(ref: string): IconSvg | undefined {
  const parsed = parseIconRef(ref);
  if (!parsed) return undefined;
  const json = setJson(parsed.set);
  const own = (key: string) => (Object.hasOwn(json.icons, key) ? json.icons[key] : undefined);
  const alias =
    json.aliases && Object.hasOwn(json.aliases, parsed.name)
      ? json.aliases[parsed.name]
      : undefined;
  // An alias that transforms its parent (rotates, flips, crops) is not offered.
  const icon =
    own(parsed.name) ?? (alias && Object.keys(alias).length === 1 ? own(alias.parent) : undefined);
  const body = icon && sanitizeIconBody(icon.body);
  if (!icon || body === undefined) return undefined;
  const width = icon.width ?? json.width ?? 16;
  const height = icon.height ?? json.height ?? 16;
  return { body, width, height };
}

/** The drawings of the buttons' icons, by reference as the buttons will keep it. */
export function buttonIcons(buttons: readonly ButtonInput[]): ReadonlyMap<string, IconSvg> {
  const icons = new Map<string, IconSvg>();
  for (const { icon } of buttons) {
    if (icon === undefined) continue;
    const ref = currentIconRef(icon);
    if (icons.has(ref)) continue;
    const svg = resolveIcon(ref);
    if (svg) icons.set(ref, svg);
  }
  return icons;
}
