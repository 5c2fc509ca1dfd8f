import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrLogoBox, qrSvgFile, qrSymbol } from './qr-code';

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

  it('uses error correction H: it still reads with a logo in the middle', async () => {
    const symbol = qrSymbol(url);
    // A busy logo, dark and light, so that it could not pass for the modules it hides.
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#202020' },
    })
      .composite([
        { input: { create: { width: 32, height: 32, channels: 3, background: '#fff' } } },
      ])
      .png()
      .toBuffer();
    const logo = `data:image/png;base64,${png.toString('base64')}`;
    const file = qrSvgFile(symbol, 'QR', logo);
    expect(file).toContain('<image href="data:image/png;base64,');
    expect(await decode(file)).toBe(url);
  });

  it('places the logo over the centre only, off the finder patterns', () => {
    const symbol = qrSymbol(url);
    const { at, side } = qrLogoBox(symbol);
    expect(at + side / 2).toBe(symbol.size / 2);
    // Finder patterns are 7 modules from the quiet zone inward; the logo stays clear of them.
    expect(at).toBeGreaterThan(QUIET_ZONE + 7);
    expect(side / symbol.size).toBeLessThanOrEqual(0.2);
  });

  it('escapes the label of the file', () => {
    expect(qrSvgFile(qrSymbol(url), 'a <b> & "c"')).toContain(
      '<title>a &#60;b&#62; &#38; &#34;c&#34;</title>',
    );
  });
});
