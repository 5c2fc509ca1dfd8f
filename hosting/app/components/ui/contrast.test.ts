// Text contrast, computed from the tokens themselves: app.css's values (and Tailwind's palette
// they point to) are resolved to sRGB, and every kit colour × variant and every semantic text
// pair must reach WCAG AA for body text, 4.5:1. A token change that breaks it fails here, with
// the ratio, before anyone has to measure a screenshot.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUTTON_COLORS, BUTTON_SIZES, BUTTON_VARIANTS, buttonClasses } from './button-styles';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const APP_CSS = readFileSync(path.join(HERE, '../../styles/app.css'), 'utf8');
const TAILWIND_THEME = readFileSync(
  createRequire(import.meta.url).resolve('tailwindcss/theme.css'),
  'utf8',
);

/** `--color-name: value;` declarations; app.css wins over Tailwind's defaults. */
function declarations(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of css.matchAll(/--color-([a-z0-9-]+)\s*:\s*([^;]+);/g)) {
    found.set(match[1]!, match[2]!.trim());
  }
  return found;
}
/**
 * The global tokens: only `@theme` blocks. Scoped redefinitions (the public page's themed
 * surfaces set `--color-fg` from the owner's theme) are judged by the theme's own contrast rule.
 */
function themeBlocks(css: string): string {
  return [...css.matchAll(/@theme\s*\{([^}]*)\}/g)].map((match) => match[1]!).join('\n');
}
const TOKENS = new Map([...declarations(TAILWIND_THEME), ...declarations(themeBlocks(APP_CSS))]);

type Rgb = readonly [number, number, number];

/** Linear-light sRGB (0–1, clipped to the gamut) of a token, following var() references. */
function tokenColour(name: string, seen: readonly string[] = []): Rgb {
  const value = TOKENS.get(name);
  if (value === undefined) throw new Error(`no token --color-${name}`);
  if (seen.includes(name)) throw new Error(`token cycle: ${[...seen, name].join(' → ')}`);
  const reference = /^var\(--color-([a-z0-9-]+)\)$/.exec(value);
  if (reference) return tokenColour(reference[1]!, [...seen, name]);
  return parseColour(value);
}

function parseColour(value: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d) : hex[1]!.match(/../g)!;
    const [r, g, b] = digits.map((pair) => toLinear(parseInt(pair, 16) / 255));
    return [r!, g!, b!];
  }
  const oklch = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)$/.exec(value);
  if (oklch) return fromOklch(Number(oklch[1]) / 100, Number(oklch[2]), Number(oklch[3]));
  throw new Error(`cannot read colour ${value}`);
}

function toLinear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** OKLCH → OKLab → LMS → linear sRGB (Ottosson's published matrices), clipped to 0–1. */
function fromOklch(lightness: number, chroma: number, hueDegrees: number): Rgb {
  const hue = (hueDegrees * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  return [
    clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

function contrast(first: Rgb, second: Rgb): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The token of the first plain (no variant prefix, no opacity) `prefix-token` class. */
function plainToken(classes: string, prefix: 'bg' | 'text'): string | null {
  for (const name of classes.split(/\s+/)) {
    if (name.includes(':') || name.includes('/')) continue;
    const match = new RegExp(`^${prefix}-(.+)$`).exec(name);
    if (match && TOKENS.has(match[1]!)) return match[1]!;
  }
  return null;
}

const AA = 4.5;

describe('colour contrast of the tokens', () => {
  it('reads the colours it checks', () => {
    // White on black is the largest contrast there is; the same colour, the smallest.
    expect(contrast(parseColour('#fff'), parseColour('#000'))).toBeCloseTo(21, 5);
    expect(contrast(tokenColour('white'), tokenColour('white'))).toBe(1);
    // A known pair: white text on the primary 600 fill is the 3.2:1 a user measured.
    const measured = contrast(tokenColour('primary-600'), tokenColour('white'));
    expect(measured).toBeGreaterThan(3.1);
    expect(measured).toBeLessThan(3.3);
  });

  // Transparent variants sit on a page or a card: check both.
  const GROUNDS = ['surface', 'canvas'] as const;
  const cases = BUTTON_COLORS.flatMap((color) =>
    BUTTON_VARIANTS.map((variant) => ({ color, variant })),
  );

  it.each(cases)('the $color $variant button reaches 4.5:1', ({ color, variant }) => {
    for (const size of BUTTON_SIZES) {
      const classes = buttonClasses({ color, variant, size });
      const text = plainToken(classes, 'text');
      expect(text, `${color} ${variant}: no text colour in "${classes}"`).not.toBeNull();
      const fill = plainToken(classes, 'bg');
      for (const ground of fill ? [fill] : GROUNDS) {
        const ratio = contrast(tokenColour(text!), tokenColour(ground));
        expect(
          ratio,
          `${color} ${variant}: ${text} on ${ground} is ${ratio.toFixed(2)}:1`,
        ).toBeGreaterThanOrEqual(AA);
      }
    }
  });

  // Text tokens on the grounds they are drawn on.
  const PAIRS: readonly (readonly [text: string, ground: string])[] = [
    ['fg', 'surface'],
    ['fg', 'canvas'],
    ['fg', 'surface-muted'],
    ['fg-soft', 'surface'],
    ['fg-soft', 'canvas'],
    ['fg-soft', 'surface-muted'],
    ['fg-muted', 'surface'],
    ['fg-muted', 'canvas'],
    ['fg-muted', 'surface-muted'],
    ['fg-subtle', 'surface'],
    ['fg-subtle', 'canvas'],
    ['accent-strong', 'surface'],
    ['accent-strong', 'canvas'],
    ['accent-strong', 'accent-soft'],
    ['on-accent', 'accent'],
    ['on-accent', 'accent-strong'],
    ['danger', 'surface'],
    ['danger', 'canvas'],
    ['surface', 'fg'],
  ];

  it.each(PAIRS)('text-%s on bg-%s reaches 4.5:1', (text, ground) => {
    const ratio = contrast(tokenColour(text), tokenColour(ground));
    expect(ratio, `${text} on ${ground} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(AA);
  });
});
