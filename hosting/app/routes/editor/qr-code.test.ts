import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrSvgFile, qrSymbol } from './qr-code';

/** Renders the SVG file to pixels and reads it back as a phone's scanner would. */
async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(400, 400, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('qrSymbol', () => {
  const url = 'https://spaces.example/demo';

  it('reads back as the URL', async () => {
    expect(await decode(qrSvgFile(qrSymbol(url), 'QR'))).toBe(url);
  });

  it('keeps the quiet zone light on every side', () => {
    const { size, path } = qrSymbol(url);
    const squares = [...path.matchAll(/M(\d+) (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    const coords = squares.flat();
    expect(Math.min(...coords)).toBe(QUIET_ZONE);
    expect(Math.max(...coords)).toBe(size - QUIET_ZONE - 1);
  });

  it('uses error correction H: it still reads with its centre covered', async () => {
    const symbol = qrSymbol(url);
    const side = Math.round(symbol.size * 0.2);
    const at = (symbol.size - side) / 2;
    const covered = qrSvgFile(symbol, 'QR').replace(
      '</svg>',
      `<rect x="${at}" y="${at}" width="${side}" height="${side}" fill="#fff"/></svg>`,
    );
    expect(await decode(covered)).toBe(url);
  });

  it('escapes the label of the file', () => {
    expect(qrSvgFile(qrSymbol(url), 'a <b> & "c"')).toContain(
      '<title>a &#60;b&#62; &#38; &#34;c&#34;</title>',
    );
  });
});
