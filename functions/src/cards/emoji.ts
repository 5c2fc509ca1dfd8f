// Emoji drawn from Twemoji's SVGs, read on demand: satori hands each emoji grapheme here and
// draws the picture in its place, so a card shows 🎉 as the emoji, not as a missing glyph.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const folder = path.dirname(require.resolve('@twemoji/svg/package.json'));

/** Twemoji's file name: code points in hex, with U+FE0F dropped unless joined by ZWJ. */
export function emojiFileName(segment: string): string {
  const points = [...segment].map((c) => c.codePointAt(0)!);
  const kept = points.includes(0x200d) ? points : points.filter((p) => p !== 0xfe0f);
  return kept.map((p) => p.toString(16)).join('-');
}

const cache = new Map<string, Promise<string | undefined>>();

async function read(name: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(folder, `${name}.svg`), 'utf8');
  } catch {
    return undefined;
  }
}

/** The emoji as an SVG data URL, or undefined when Twemoji has no picture for it. */
export function emojiDataUrl(segment: string): Promise<string | undefined> {
  const name = emojiFileName(segment);
  let found = cache.get(name);
  if (found === undefined) {
    found = (async () => {
      const svg =
        (await read(name)) ??
        (name.includes('-fe0f') ? await read(name.replaceAll('-fe0f', '')) : undefined);
      return svg === undefined
        ? undefined
        : `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    })();
    cache.set(name, found);
  }
  return found;
}
