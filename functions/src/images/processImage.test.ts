// processImage with real bytes made by sharp in the test (small, so the tier stays fast).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { phoneJpeg, pngBomb } from '../../test/support/pngs';
import { processImage } from './processImage';

const solid = (width: number, height: number, color = { r: 200, g: 30, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: color } });

const BLACK = { r: 0, g: 0, b: 0 };
const WHITE = { r: 255, g: 255, b: 255 };

/** A PNG of `width`×`height` in `ground`, with a rectangle of `patch` colour placed at `at`. */
async function patched(
  width: number,
  height: number,
  ground: typeof BLACK,
  patch: typeof BLACK,
  at: { width: number; height: number; left: number; top: number },
) {
  const rect = await solid(at.width, at.height, patch).png().toBuffer();
  return solid(width, height, ground)
    .composite([{ input: rect, left: at.left, top: at.top }])
    .png()
    .toBuffer();
}

async function ok(promise: ReturnType<typeof processImage>) {
  const result = await promise;
  if (!result.ok) throw new Error(`refused: ${result.reason} (${result.detail})`);
  return result.value;
}

describe('processImage', () => {
  it('writes WebP variants of the slot widths, never wider than the source', async () => {
    const bytes = await solid(1500, 500).jpeg().toBuffer();
    const { variants, color } = await ok(processImage(bytes, 'space-header', undefined));
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [640, 213],
      [1280, 427],
      [1500, 500],
    ]);
    for (const v of variants) {
      const meta = await sharp(v.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', v.width, v.height]);
    }
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(parseInt(color.slice(1, 3), 16)).toBeGreaterThan(150);
  });

  it('strips EXIF, GPS included', async () => {
    const bytes = await phoneJpeg(solid(400, 300));
    expect((await sharp(bytes).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');
    const { variants } = await ok(processImage(bytes, 'card', undefined));
    for (const v of variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });

  it('applies the EXIF orientation before sizing', async () => {
    // Stored 400×200, orientation 6 (turn a quarter clockwise): upright it is 200×400.
    const bytes = await solid(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { variants } = await ok(processImage(bytes, 'card', undefined));
    const largest = variants[variants.length - 1]!;
    expect([largest.width, largest.height]).toEqual([200, 400]);
    expect((await sharp(largest.data).metadata()).orientation).toBeUndefined();
  });

  it('cuts a share image to 1200:630 around its centre', async () => {
    // A white band across the middle of a black square: the cut keeps the band.
    const band = { width: 2000, height: 1000, left: 0, top: 500 };
    const bytes = await patched(2000, 2000, BLACK, WHITE, band);
    const { variants } = await ok(processImage(bytes, 'share-image', undefined));
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [600, 315],
      [1200, 630],
    ]);
    const stats = await sharp(variants[1]!.data).stats();
    expect(stats.channels[0]!.mean).toBeGreaterThan(240);
  });

  it('cuts square slots to the chosen square, or the centre one', async () => {
    // Left half black, right half white.
    const left = { width: 200, height: 200, left: 0, top: 0 };
    const bytes = await patched(400, 200, WHITE, BLACK, left);
    const right = await ok(processImage(bytes, 'space-avatar', { x: 0.5, y: 0, w: 0.5, h: 1 }));
    expect(right.variants.map((v) => [v.width, v.height])).toEqual([
      [96, 96],
      [192, 192],
      [200, 200],
    ]);
    const white = await sharp(right.variants[0]!.data).stats();
    expect(white.channels[0]!.mean).toBeGreaterThan(240);
    const leftCrop = await ok(processImage(bytes, 'space-avatar', { x: 0, y: 0, w: 0.5, h: 1 }));
    expect((await sharp(leftCrop.variants[0]!.data).stats()).channels[0]!.mean).toBeLessThan(15);
    const centre = await ok(processImage(bytes, 'space-avatar', undefined));
    expect(centre.variants[centre.variants.length - 1]!.width).toBe(200);
  });

  it('decides the format from the bytes: a PNG is processed whatever it was called', async () => {
    const bytes = await solid(120, 80).png().toBuffer();
    const { variants } = await ok(processImage(bytes, 'thanks-letter', undefined));
    expect(variants.map((v) => v.width)).toEqual([120]);
  });

  it('keeps transparency', async () => {
    const bytes = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { variants } = await ok(processImage(bytes, 'user-icon', undefined));
    expect((await sharp(variants[0]!.data).metadata()).hasAlpha).toBe(true);
  });

  it('refuses text, SVG and truncated images as not-an-image', async () => {
    const refused = async (bytes: Buffer) => {
      const result = await processImage(bytes, 'card', undefined);
      return result.ok ? 'processed' : result.reason;
    };
    expect(await refused(Buffer.from('just some text, not a picture\n'))).toBe('not-an-image');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    expect(await refused(Buffer.from(svg))).toBe('not-an-image');
    const jpeg = await solid(300, 300).jpeg().toBuffer();
    expect(await refused(jpeg.subarray(0, jpeg.length / 2))).toBe('not-an-image');
    expect(await refused(Buffer.alloc(0))).toBe('not-an-image');
  });

  it('refuses more than 25 megapixels, a decompression bomb among them', async () => {
    const bomb = pngBomb(6000, 6000);
    expect(bomb.length).toBeLessThan(100_000);
    const result = await processImage(bomb, 'card', undefined);
    expect(result).toMatchObject({ ok: false, reason: 'too-many-pixels' });
    const fits = await processImage(pngBomb(5000, 5000), 'card', undefined);
    expect(fits.ok).toBe(true);
    // Decoding 25 megapixels is a second of CPU, several on a loaded machine: no waiting on a clock.
  }, 30_000);
});
