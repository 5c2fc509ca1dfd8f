// A processed image as visitors see it: the variants as `srcset`, the intrinsic size as `width` and
// `height` (no layout shift), the placeholder colour until it loads. Lazy unless it is the page's
// first picture (`priority`), which also gets `fetchpriority="high"`.
import type { ImageRef } from '@spaces/contracts';
import type { Ref } from 'react';
import { imageUrlFor, useImageBase } from '../../lib/images';
import { cn } from '../ui/cn';

export function SpaceImage({
  image,
  sizes,
  alt = '',
  priority = false,
  className,
  ref,
  onError,
}: {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn, e.g. `(min-width: 560px) 528px, 100vw`. */
  sizes: string;
  alt?: string;
  priority?: boolean;
  className?: string;
  ref?: Ref<HTMLImageElement>;
  onError?: () => void;
}) {
  const base = useImageBase();
  const largest = image.widths[image.widths.length - 1] ?? image.width;
  return (
    <img
      ref={ref}
      onError={onError}
      src={imageUrlFor(base, image, largest)}
      srcSet={image.widths.map((w) => `${imageUrlFor(base, image, w)} ${w}w`).join(', ')}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={cn('bg-(--placeholder)', className)}
      style={{ ['--placeholder' as string]: image.color }}
    />
  );
}
