// A processed image for the web app's tests, as the pipeline attaches it to a slot: the slot's
// variant widths (contracts' IMAGE_SLOTS), the largest at the image's own width.
import { IMAGE_SLOTS, type ImageRef, type ImageSlot } from '@spaces/contracts';

export function processedImage(
  slot: ImageSlot,
  path: string,
  { height, color = '#336699' }: { height?: number; color?: string } = {},
): ImageRef {
  const widths = [...IMAGE_SLOTS[slot].widths];
  const width = widths.at(-1)!;
  return { path, width, height: height ?? width, widths, color };
}
