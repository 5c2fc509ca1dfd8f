import { IMAGE_LIMITS, IMAGE_SLOTS } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import {
  classifyDecodeError,
  exceedsPixelLimit,
  hexColor,
  isAcceptedFormat,
  centredRegion,
  squareRegion,
  uprightSize,
  variantHeight,
  variantWidths,
} from './variants';

describe('isAcceptedFormat', () => {
  it('takes JPEG, PNG, WebP, GIF and AVIF by what the bytes are', () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'])
      expect(isAcceptedFormat(format)).toBe(true);
    expect(isAcceptedFormat('heif', 'av1')).toBe(true);
  });

  it('refuses HEIC, SVG, TIFF, PDF and unknown bytes', () => {
    expect(isAcceptedFormat('heif', 'hevc')).toBe(false);
    for (const format of ['svg', 'tiff', 'pdf', 'raw', 'magick'])
      expect(isAcceptedFormat(format)).toBe(false);
    expect(isAcceptedFormat(undefined)).toBe(false);
  });
});

describe('exceedsPixelLimit', () => {
  it('allows up to 25 megapixels', () => {
    expect(IMAGE_LIMITS.maxInputPixels).toBe(25_000_000);
    expect(exceedsPixelLimit(5000, 5000)).toBe(false);
    expect(exceedsPixelLimit(5000, 5001)).toBe(true);
    expect(exceedsPixelLimit(6000, 6000)).toBe(true);
  });
});

describe('uprightSize', () => {
  it('swaps width and height for the quarter-turn orientations', () => {
    const size = { width: 400, height: 300 };
    for (const o of [undefined, 1, 2, 3, 4]) expect(uprightSize(size, o)).toEqual(size);
    for (const o of [5, 6, 7, 8]) expect(uprightSize(size, o)).toEqual({ width: 300, height: 400 });
  });
});

describe('centredRegion', () => {
  const og = { width: 1200, height: 630 };
  it.each([
    ['the top and bottom of a square picture', { width: 1000, height: 1000 }, [0, 237, 1000, 525]],
    ['the sides of a wider picture', { width: 3000, height: 630 }, [900, 0, 1200, 630]],
    ['nothing of a picture of the same shape', { width: 2400, height: 1260 }, [0, 0, 2400, 1260]],
  ])('cuts %s', (_case, size, [left, top, width, height]) => {
    expect(centredRegion(size, og)).toEqual({ left, top, width, height });
  });
});

describe('squareRegion', () => {
  it.each([
    ['the centre square of a wide picture', { width: 400, height: 300 }, undefined, [50, 0, 300]],
    ['the centre square of a tall picture', { width: 300, height: 401 }, undefined, [0, 50, 300]],
    [
      "the owner's crop, a square of its shorter side",
      { width: 400, height: 200 },
      { x: 0.5, y: 0, w: 0.5, h: 1 },
      [200, 0, 200],
    ],
    [
      "the owner's crop, a square of its shorter side, where it stands",
      { width: 1000, height: 1000 },
      { x: 0.1, y: 0.2, w: 0.3, h: 0.35 },
      [100, 200, 300],
    ],
  ])('cuts %s', (_case, size, crop, [left, top, side]) => {
    expect(squareRegion(size, crop)).toEqual({ left, top, width: side, height: side });
  });

  it('keeps the square inside the picture', () => {
    const region = squareRegion({ width: 100, height: 100 }, { x: 0.9, y: 0.9, w: 0.1004, h: 0.1 });
    expect(region.left + region.width).toBeLessThanOrEqual(100);
    expect(region.top + region.height).toBeLessThanOrEqual(100);
    expect(region.width).toBeGreaterThanOrEqual(1);
  });
});

describe('variantWidths', () => {
  const header = IMAGE_SLOTS['space-header'].widths;

  it('writes every slot width for a large source', () => {
    expect(variantWidths(header, 4000)).toEqual([640, 1280, 1920]);
    expect(variantWidths(header, 1920)).toEqual([640, 1280, 1920]);
  });

  it('never upscales: the source width stands in for the first width past it', () => {
    expect(variantWidths(header, 1500)).toEqual([640, 1280, 1500]);
    expect(variantWidths(header, 1280)).toEqual([640, 1280]);
    expect(variantWidths(header, 700)).toEqual([640, 700]);
  });

  it('always writes at least one variant, however small the source', () => {
    expect(variantWidths(header, 200)).toEqual([200]);
    expect(variantWidths(IMAGE_SLOTS['user-icon'].widths, 1)).toEqual([1]);
  });

  it('answers ascending widths whatever order the slot lists', () => {
    expect(variantWidths([384, 96, 192], 300)).toEqual([96, 192, 300]);
  });
});

describe('variantHeight', () => {
  it('keeps the aspect ratio, at least one pixel', () => {
    expect(variantHeight(640, { width: 1920, height: 640 })).toBe(213);
    expect(variantHeight(96, { width: 300, height: 300 })).toBe(96);
    expect(variantHeight(10, { width: 5000, height: 1 })).toBe(1);
  });
});

describe('hexColor', () => {
  it('writes #rrggbb, clamped and rounded', () => {
    expect(hexColor({ r: 255, g: 0, b: 16 })).toBe('#ff0010');
    expect(hexColor({ r: 300, g: -4, b: 7.6 })).toBe('#ff0008');
  });
});

describe('classifyDecodeError', () => {
  it('names a pixel bound as too-many-pixels, anything else as not-an-image', () => {
    expect(classifyDecodeError('Input image exceeds pixel limit')).toBe('too-many-pixels');
    expect(classifyDecodeError('Input buffer contains unsupported image format')).toBe(
      'not-an-image',
    );
    expect(classifyDecodeError('VipsJpeg: Premature end of input file')).toBe('not-an-image');
  });
});
