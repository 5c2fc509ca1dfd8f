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
  it('cuts the sides of a taller picture and the top and bottom of a wider one', () => {
    expect(centredRegion({ width: 1000, height: 1000 }, og)).toEqual({
      left: 0,
      top: 237,
      width: 1000,
      height: 525,
    });
    expect(centredRegion({ width: 3000, height: 630 }, og)).toEqual({
      left: 900,
      top: 0,
      width: 1200,
      height: 630,
    });
    expect(centredRegion({ width: 2400, height: 1260 }, og)).toEqual({
      left: 0,
      top: 0,
      width: 2400,
      height: 1260,
    });
  });
});

describe('squareRegion', () => {
  it('takes the centre square without a crop', () => {
    expect(squareRegion({ width: 400, height: 300 }, undefined)).toEqual({
      left: 50,
      top: 0,
      width: 300,
      height: 300,
    });
    expect(squareRegion({ width: 300, height: 401 }, undefined)).toEqual({
      left: 0,
      top: 50,
      width: 300,
      height: 300,
    });
  });

  it("cuts the owner's crop, a square of its shorter side", () => {
    expect(squareRegion({ width: 400, height: 200 }, { x: 0.5, y: 0, w: 0.5, h: 1 })).toEqual({
      left: 200,
      top: 0,
      width: 200,
      height: 200,
    });
    expect(
      squareRegion({ width: 1000, height: 1000 }, { x: 0.1, y: 0.2, w: 0.3, h: 0.35 }),
    ).toEqual({
      left: 100,
      top: 200,
      width: 300,
      height: 300,
    });
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
