// From a card's path to what it draws: the target and size the path names, the public documents
// behind them, and the version (the source's last change) that caches key on.
import {
  CARD_SIZES,
  designColors,
  type CardSize,
  type CardTarget,
  type PublicSpace,
} from '@spaces/contracts';
import type { CardContent, CardLang } from './layout';

export interface CardRequest {
  slug: string;
  target: CardTarget;
  size: CardSize;
}

const SLUG = '[a-z0-9][a-z0-9-]{0,62}';
const ID = '[A-Za-z0-9_-]{1,64}';
const SIZE = `(${Object.keys(CARD_SIZES).join('|')})`;
const PATTERNS: readonly [RegExp, (m: string[]) => CardTarget][] = [
  [
    new RegExp(`^/api/cards/(${SLUG})/(space|letter)\\.${SIZE}\\.png$`),
    (m) => ({ kind: m[2] as 'space' | 'letter' }),
  ],
  [
    new RegExp(`^/api/cards/(${SLUG})/board/(${SLUG})\\.${SIZE}\\.png$`),
    (m) => ({ kind: 'board', boardSlug: m[2]! }),
  ],
  [
    new RegExp(`^/api/cards/(${SLUG})/answer/(${SLUG})/(${ID})\\.${SIZE}\\.png$`),
    (m) => ({ kind: 'answer', boardSlug: m[2]!, postId: m[3]! }),
  ],
];

/** The card a path names, or undefined for a path `cardPath` never builds. */
export function parseCardPath(path: string): CardRequest | undefined {
  for (const [pattern, target] of PATTERNS) {
    const m = pattern.exec(path);
    if (m !== null) return { slug: m[1]!, target: target(m), size: m.at(-1) as CardSize };
  }
  return undefined;
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** The space's language as its own words show it: the page has no other. */
export function spaceLang(space: Pick<PublicSpace, 'top'>): CardLang {
  return JAPANESE.test(`${space.top.displayName}${space.top.bio}`) ? 'ja' : 'en';
}

export function cardColors(
  space: Pick<PublicSpace, 'background' | 'theme'>,
): CardContent['colors'] {
  const colors = designColors(space.background, space.theme);
  const { background } = space;
  return {
    background:
      background.kind === 'gradient'
        ? [background.color, background.gradientTo]
        : [background.color],
    angle: background.angle,
    text: colors.text,
    muted: colors.muted,
    surface: colors.surface,
    onSurface: colors.onSurface,
    onSurfaceMuted: colors.onSurfaceMuted,
    accent: colors.accent,
    onAccent: colors.onAccent,
  };
}

/** The letter page's title, in the space's language. */
export function letterTitle(name: string, lang: CardLang): string {
  return lang === 'ja' ? `${name}へのお手紙` : `Letters to ${name}`;
}
