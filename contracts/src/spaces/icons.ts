// Icons from open icon sets in Iconify's format. A button names one as `set:name` (e.g.
// `lucide:music`); the server checks it against the sets it serves and keeps the icon's drawing,
// sanitised, beside the name, so a public page inlines it without fetching anything. A name
// without a set is an older button's service mark, which the app still draws itself.
import { Type, type Static } from '@sinclair/typebox';

/** The sets we serve: interface symbols and brand marks. */
export const ICON_SETS = ['lucide', 'simple-icons'] as const;
export type IconSet = (typeof ICON_SETS)[number];

export const isIconSet = (value: string): value is IconSet =>
  (ICON_SETS as readonly string[]).includes(value);

/** An icon's name inside its set, as Iconify spells them. */
export const ICON_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The longest drawing kept for one icon, in characters of SVG markup: every curated icon and nine
 * in ten brand marks fit, and fifty buttons' drawings stay a small part of the public document.
 */
export const ICON_BODY_MAX_LENGTH = 4000;

/**
 * The most characters of drawings a space's buttons keep together: a dozen detailed icons, or a
 * simple one on each of fifty buttons, and the space and public documents stay within budget.
 */
export const ICON_BODIES_MAX_TOTAL = 32_000;

/** A button's icon: `set:name` from one of our sets, or an older button's bare service name. */
export const IconRefSchema = Type.String({
  minLength: 1,
  maxLength: 80,
  pattern: '^(?:[a-z0-9-]+:)?[a-z0-9-]+$',
});

/** An icon's sanitised drawing: the inside of an `<svg>` and its view box. */
export const IconSvgSchema = Type.Object(
  {
    body: Type.String({ maxLength: ICON_BODY_MAX_LENGTH }),
    width: Type.Integer({ minimum: 1, maximum: 1024 }),
    height: Type.Integer({ minimum: 1, maximum: 1024 }),
  },
  { additionalProperties: false },
);
export type IconSvg = Static<typeof IconSvgSchema>;

export interface IconRef {
  set: IconSet;
  name: string;
}

/** `set:name` as its parts, or undefined for a bare name or a set we do not serve. */
export function parseIconRef(ref: string): IconRef | undefined {
  const colon = ref.indexOf(':');
  if (colon < 0) return undefined;
  const set = ref.slice(0, colon);
  const name = ref.slice(colon + 1);
  return isIconSet(set) && ICON_NAME_PATTERN.test(name) ? { set, name } : undefined;
}

/** Whether the reference names a set at all (a bare name is an older service mark). */
export const isSetIconRef = (ref: string) => ref.includes(':');

/**
 * The set icon an older button's service name becomes when its list is saved again: the brand's
 * mark, or a symbol for the generic entries. A name missing here stays as it is.
 */
const LEGACY_ICON_REFS: Readonly<Record<string, string>> = {
  x: 'simple-icons:x',
  instagram: 'simple-icons:instagram',
  youtube: 'simple-icons:youtube',
  tiktok: 'simple-icons:tiktok',
  twitch: 'simple-icons:twitch',
  bluesky: 'simple-icons:bluesky',
  threads: 'simple-icons:threads',
  facebook: 'simple-icons:facebook',
  niconico: 'simple-icons:niconico',
  pixiv: 'simple-icons:pixiv',
  discord: 'simple-icons:discord',
  github: 'simple-icons:github',
  note: 'simple-icons:note',
  fanbox: 'lucide:package',
  skeb: 'lucide:brush',
  website: 'lucide:globe',
  email: 'lucide:mail',
};

/** A button's icon as it is kept from now on: an older service name becomes its set icon. */
export const currentIconRef = (ref: string): string =>
  !isSetIconRef(ref) && Object.hasOwn(LEGACY_ICON_REFS, ref) ? LEGACY_ICON_REFS[ref]! : ref;
