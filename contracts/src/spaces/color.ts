// Pure colour arithmetic for themes (WCAG 2.x): relative luminance, contrast ratio, mixing, and
// the text colour that reads on a background. Colours are `#rrggbb`, as the schemas store them.

type Rgb = readonly [number, number, number];

/** The minimum contrast of body text (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The two inks text is drawn in: a near-black that is softer than black, and white. */
export const DARK_INK = '#111827';
export const LIGHT_INK = '#ffffff';

function parse(hex: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

const toHex = (rgb: Rgb): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance, 0 (black) … 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parse(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 … 21, the same whichever colour comes first. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` laid over `bottom` at `opacity` (0–1), as a browser composites an overlay. */
export function mix(top: string, bottom: string, opacity: number): string {
  const a = parse(top);
  const b = parse(bottom);
  return toHex([0, 1, 2].map((i) => a[i]! * opacity + b[i]! * (1 - opacity)) as unknown as Rgb);
}

/** The lowest contrast of `ink` over every colour a background shows. */
export function worstContrast(ink: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((bg) => contrastRatio(ink, bg)));
}

/** Reds from dark to light: an error message takes the first that reads on its background. */
const DANGER_INKS = ['#991b1b', '#b91c1c', '#dc2626', '#f87171', '#fca5a5', '#fecaca'];

/**
 * The colour of an error message over `backgrounds`: a red that still reads at 4.5:1 over every
 * colour it may show, else the plain text ink (the message's icon and wording still mark it).
 */
export function dangerInkFor(backgrounds: readonly string[]): string {
  return (
    DANGER_INKS.find((ink) => worstContrast(ink, backgrounds) >= MIN_TEXT_CONTRAST) ??
    inksFor(backgrounds).text
  );
}

export interface Inks {
  /** Body text and headings. */
  text: string;
  /** Secondary text, as quiet as it can be while still reading at 4.5:1. */
  muted: string;
  /** The worst contrast of `text` over the background; below 4.5 the theme is refused. */
  contrast: number;
}

/**
 * The text colours for a background that shows `backgrounds` (one colour, both stops of a
 * gradient, …): whichever ink keeps the better worst-case contrast, with pure black as the last
 * resort for mid-tones; muted text mixes the ink towards the background only while it still passes.
 */
export function inksFor(backgrounds: readonly string[]): Inks {
  const dark = worstContrast(DARK_INK, backgrounds);
  const light = worstContrast(LIGHT_INK, backgrounds);
  const black = worstContrast('#000000', backgrounds);
  let [text, contrast] = light > dark ? [LIGHT_INK, light] : [DARK_INK, dark];
  if (contrast < MIN_TEXT_CONTRAST && black > contrast) [text, contrast] = ['#000000', black];
  const base = backgrounds[0] ?? LIGHT_INK;
  let muted = text;
  for (const amount of [0.4, 0.3, 0.2, 0.1]) {
    const candidate = mix(base, text, amount);
    if (worstContrast(candidate, backgrounds) >= MIN_TEXT_CONTRAST) {
      muted = candidate;
      break;
    }
  }
  return { text, muted, contrast };
}
