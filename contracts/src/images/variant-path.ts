// Where a processed image's variants live: apart from the image schemas, so that a public page's
// islands can build image URLs without carrying the schema library.
import type { ImageRef } from './image';

/** Object path of one variant. */
export function imageVariantPath(image: Pick<ImageRef, 'path'>, width: number): string {
  return `${image.path}/${width}.webp`;
}
