// The card's Japanese font, loaded by subset: Noto Sans JP ships as ~120 small files, each
// covering a unicode-range, and a card loads only the files its text needs (a few hundred KB
// instead of the whole 5 MB family). Files stay cached per instance, so a warm render reads none.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const FAMILY = 'Noto Sans JP';

export const CARD_WEIGHTS = [400, 700] as const;
export type CardWeight = (typeof CARD_WEIGHTS)[number];

interface SubsetFile {
  file: string;
  ranges: readonly (readonly [number, number])[];
}

export interface CardFont {
  name: string;
  data: Buffer;
  weight: CardWeight;
  style: 'normal';
}

/** `U+4e00-4e0f,U+3001` → ranges of code points. */
function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from!, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

/** Each weight's stylesheet, named in full so the dependency is visible to tools. */
const STYLESHEETS: Record<CardWeight, () => string> = {
  400: () => require.resolve('@fontsource/noto-sans-jp/400.css'),
  700: () => require.resolve('@fontsource/noto-sans-jp/700.css'),
};

const subsetsByWeight = new Map<CardWeight, Promise<SubsetFile[]>>();

/** The weight's subset files and their ranges, read from the package's own stylesheet. */
function subsets(weight: CardWeight): Promise<SubsetFile[]> {
  let found = subsetsByWeight.get(weight);
  if (found === undefined) {
    const css = STYLESHEETS[weight]();
    found = readFile(css, 'utf8').then((text) =>
      [...text.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, body]) => {
        const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(body!)?.[1];
        const ranges = /unicode-range:\s*([^;]+);/.exec(body!)?.[1];
        return file === undefined || ranges === undefined
          ? []
          : [{ file: path.join(path.dirname(css), file), ranges: parseRanges(ranges) }];
      }),
    );
    subsetsByWeight.set(weight, found);
  }
  return found;
}

const files = new Map<string, Promise<Buffer>>();

function load(file: string): Promise<Buffer> {
  let data = files.get(file);
  if (data === undefined) {
    data = readFile(file);
    files.set(file, data);
  }
  return data;
}

/** The subset files of `weight` whose ranges hold any code point of `text`. */
export async function subsetFilesFor(text: string, weight: CardWeight): Promise<string[]> {
  const points = new Set<number>();
  for (const char of text) points.add(char.codePointAt(0)!);
  // Latin always: digits and punctuation of the card's own labels.
  for (const char of '0123456789') points.add(char.codePointAt(0)!);
  return (await subsets(weight))
    .filter(({ ranges }) =>
      [...points].some((p) => ranges.some(([from, to]) => p >= from && p <= to)),
    )
    .map(({ file }) => file);
}

/** The fonts satori needs to draw `text`, each subset a font of the same family. */
export async function fontsFor(text: string): Promise<CardFont[]> {
  const fonts = await Promise.all(
    CARD_WEIGHTS.map(async (weight) =>
      Promise.all(
        (await subsetFilesFor(text, weight)).map(async (file) => ({
          // One name per subset: satori takes the first font of a name for every character, so
          // subsets sharing the family's name would draw each other's characters as missing.
          name: subsetName(file),
          data: await load(file),
          weight,
          style: 'normal' as const,
        })),
      ),
    ),
  );
  return fonts.flat();
}

/** `…/noto-sans-jp-42-700-normal.woff` → `Noto Sans JP 42`. */
function subsetName(file: string): string {
  const subset = /noto-sans-jp-(.+)-\d+-normal\.woff$/.exec(file)?.[1] ?? 'latin';
  return `${FAMILY} ${subset}`;
}

/** The CSS font stack of `fonts`: Latin first, so Latin text keeps its own glyphs. */
export function fontStack(fonts: readonly CardFont[]): string {
  const names = [...new Set(fonts.map((font) => font.name))];
  const rank = (name: string) => (/latin$/.test(name) ? 0 : /latin-ext$/.test(name) ? 1 : 2);
  return names
    .sort((a, b) => rank(a) - rank(b))
    .map((name) => `'${name}'`)
    .join(', ');
}
