// Turns uploaded bytes into WebP variants with sharp: the format is read from the bytes (never the
// name or declared type), the pixel count is bounded before and while decoding, EXIF orientation
// is applied, and nothing of the source's metadata (EXIF, GPS, XMP, ICC) is carried over, because
// sharp writes none unless asked (`withMetadata`, which this module never calls).
import { CARD_SIZES, IMAGE_LIMITS, IMAGE_SLOTS, type ImageSlot } from '@spaces/contracts';
import sharp from 'sharp';
import type { Crop, Outcome } from './upload';
import {
  centredRegion,
  classifyDecodeError,
  exceedsPixelLimit,
  hexColor,
  isAcceptedFormat,
  squareRegion,
  uprightSize,
  variantHeight,
  variantWidths,
  type Region,
} from './variants';

export interface Variant {
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** Ascending by width; the last is the largest. */
  variants: Variant[];
  /** The placeholder colour, `#rrggbb`. */
  color: string;
}

const WEBP = { quality: 82, effort: 4 } as const;

function decoder(bytes: Buffer) {
  return sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxInputPixels, failOn: 'error' });
}

/** Runs one sharp step, turning a decoder error into the uploader's failure reason. */
async function decoding<T>(step: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await step() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: classifyDecodeError(message), detail: message };
  }
}

/** Processes one upload for `slot`; a refusal names its reason, it never throws for bad bytes. */
export async function processImage(
  bytes: Buffer,
  slot: ImageSlot,
  crop: Crop | undefined,
): Promise<Outcome<ProcessedImage>> {
  const header = await decoding(() => decoder(bytes).metadata());
  if (!header.ok) return header;
  const { format, compression, width, height, orientation } = header.value;
  if (!isAcceptedFormat(format, compression) || !width || !height)
    return { ok: false, reason: 'not-an-image', detail: `format ${format ?? 'unknown'}` };
  if (exceedsPixelLimit(width, height))
    return { ok: false, reason: 'too-many-pixels', detail: `${width}x${height}` };

  const upright = uprightSize({ width, height }, orientation);
  const cut = IMAGE_SLOTS[slot].crop;
  // A share image takes the share card's proportions, so previews show all of it.
  const region: Region =
    cut === 'square'
      ? squareRegion(upright, crop)
      : cut === 'share'
        ? centredRegion(upright, CARD_SIZES.og)
        : { left: 0, top: 0, ...upright };
  const widths = variantWidths(IMAGE_SLOTS[slot].widths, region.width);
  const largest = widths[widths.length - 1] ?? region.width;

  // One full decode: the upright, cropped picture at the largest width, as raw pixels that the
  // smaller variants are then made from.
  const base = await decoding(() => {
    let pipeline = decoder(bytes).rotate();
    if (cut !== 'none') pipeline = pipeline.extract(region);
    return pipeline
      .resize(largest, variantHeight(largest, region), { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  });
  if (!base.ok) return base;
  const { data: pixels, info } = base.value;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };

  // Encoding raw pixels that decoded fine should not fail; if it does, it is still this upload's
  // refusal rather than an error the trigger would retry forever.
  return decoding(async () => {
    const variants: Variant[] = [];
    for (const width of widths) {
      const size = { width, height: variantHeight(width, region) };
      const data = await sharp(pixels, raw)
        .resize(size.width, size.height, { fit: 'fill' })
        .webp(WEBP)
        .toBuffer();
      variants.push({ ...size, data });
    }
    const { dominant } = await sharp(variants[0]!.data).stats();
    return { variants, color: hexColor(dominant) };
  });
}
