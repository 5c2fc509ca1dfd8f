// The Open Graph image of a space: its own header image (wide, as link previews want), else its
// avatar; the site's image when it has neither. The size is the variant's, so previews lay out
// before they load.
import type { ImageRef, SpaceTop } from '@spaces/contracts';
import { imageBase, imageUrlFor } from '../../../lib/images';
import { envOfMatches } from '../../../lib/page-title';

type Matches = Parameters<typeof envOfMatches>[0];

/** The variant at least `want` wide (else the largest), with its height kept in proportion. */
export function variantFor(image: ImageRef, want: number): { width: number; height: number } {
  const width = image.widths.find((w) => w >= want) ?? image.widths[image.widths.length - 1]!;
  return { width, height: Math.round((image.height * width) / image.width) };
}

export function shareImage(
  top: SpaceTop,
  matches: Matches,
): { url: string; width: number; height: number } | undefined {
  const env = envOfMatches(matches);
  const picked = top.header
    ? { image: top.header, want: 1200 }
    : top.avatar
      ? { image: top.avatar, want: 384 }
      : undefined;
  if (!env || !picked) return undefined;
  const size = variantFor(picked.image, picked.want);
  return { url: imageUrlFor(imageBase(env), picked.image, size.width), ...size };
}
