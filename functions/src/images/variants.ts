// The processing decisions, apart from sharp so that they are plain to test: which formats count as
// images, the pixel bound, the upright size and the square crop, which widths to write, the
// placeholder colour, and what a decoder's error means for the person who uploaded.
import { IMAGE_LIMITS, type ImageFailure } from '@spaces/contracts';
import type { Crop } from './upload';

/** Formats the pipeline accepts, by what the bytes are (sharp's `metadata().format`). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Whether decoded bytes are an image we take. AVIF is read through libheif (`heif`, compression
 * `av1`); other HEIF (HEIC) and everything else — SVG, TIFF, PDF, raw pixels — is refused.
 */
export function isAcceptedFormat(format: string | undefined, compression?: string): boolean {
  if (format === undefined) return false;
  if (format === 'heif') return compression === 'av1';
  return ACCEPTED_FORMATS.has(format);
}

/** More pixels than this is refused before decoding: a possible decompression bomb. */
export function exceedsPixelLimit(width: number, height: number): boolean {
  return width * height > IMAGE_LIMITS.maxInputPixels;
}

export interface Size {
  width: number;
  height: number;
}

/** EXIF orientations 5–8 turn the picture a quarter, so width and height swap when upright. */
export function uprightSize(size: Size, orientation: number | undefined): Size {
  return orientation !== undefined && orientation >= 5 && orientation <= 8
    ? { width: size.height, height: size.width }
    : size;
}

export interface Region extends Size {
  left: number;
  top: number;
}

/**
 * The square to cut from the upright image: the crop the owner chose (fractions of the upright
 * image; the shorter side of it wins, kept inside the picture), or the centre square.
 */
export function squareRegion(size: Size, crop: Crop | undefined): Region {
  const { width: W, height: H } = size;
  if (!crop) {
    const side = Math.min(W, H);
    return {
      left: Math.floor((W - side) / 2),
      top: Math.floor((H - side) / 2),
      width: side,
      height: side,
    };
  }
  const left = Math.min(Math.round(crop.x * W), W - 1);
  const top = Math.min(Math.round(crop.y * H), H - 1);
  const wanted = Math.min(Math.round(crop.w * W), Math.round(crop.h * H));
  const side = Math.max(1, Math.min(wanted, W - left, H - top));
  return { left, top, width: side, height: side };
}

/**
 * The largest region of `width:height` proportions around the centre of the upright image (a
 * share image is cut to link previews' 1200:630, whatever the owner uploaded).
 */
export function centredRegion(size: Size, aspect: Size): Region {
  const { width: W, height: H } = size;
  const wide = W * aspect.height >= H * aspect.width;
  const width = wide ? Math.max(1, Math.round((H * aspect.width) / aspect.height)) : W;
  const height = wide ? H : Math.max(1, Math.round((W * aspect.height) / aspect.width));
  return {
    left: Math.floor((W - Math.min(width, W)) / 2),
    top: Math.floor((H - Math.min(height, H)) / 2),
    width: Math.min(width, W),
    height: Math.min(height, H),
  };
}

/**
 * The widths to write for a source `sourceWidth` wide: the slot's widths up to the source, and
 * the source's own width in place of the first one past it, so nothing is upscaled, the sharpest
 * the source allows is kept, and there is always at least one variant. Ascending.
 */
export function variantWidths(slotWidths: readonly number[], sourceWidth: number): number[] {
  const widths = [...slotWidths].sort((a, b) => a - b);
  const fitting = widths.filter((w) => w <= sourceWidth);
  if (fitting.length < widths.length && !fitting.includes(sourceWidth)) fitting.push(sourceWidth);
  return fitting;
}

/** A variant's height at `width`, keeping the source's aspect ratio. */
export function variantHeight(width: number, source: Size): number {
  return Math.max(1, Math.round((width * source.height) / source.width));
}

/** `#rrggbb` of a colour as sharp's stats report it (channel values 0–255). */
export function hexColor(rgb: { r: number; g: number; b: number }): string {
  const channel = (v: number) =>
    Math.min(255, Math.max(0, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(rgb.r)}${channel(rgb.g)}${channel(rgb.b)}`;
}

/**
 * What a decoder error means for the uploader. libvips' pixel bound names "pixel limit"; every
 * other error decoding the bytes (unknown format, truncated or corrupt data) means they are not
 * an image we can use.
 */
export function classifyDecodeError(message: string): ImageFailure {
  return /pixel limit/i.test(message) ? 'too-many-pixels' : 'not-an-image';
}
