// A processed square image as a round avatar of any size, rendered on the server with its variants
// (srcset, width and height), and the kit Avatar's fallback: the initials of the name,
// or an icon, when there is no image or it fails to load — also when it failed before hydration.
import type { ImageRef } from '@spaces/contracts';
import { useState } from 'react';
import { UserIcon } from '../icons/ui-icons';
import { cn } from '../ui/cn';
import { initials } from '../ui/initials';
import { SpaceImage } from './space-image';

export function SpaceAvatar({
  image,
  name,
  size,
  priority = false,
  className,
}: {
  image?: ImageRef;
  /** The name the initials come from; also the image's alternative text. */
  name: string;
  /** Drawn size in CSS pixels. */
  size: number;
  priority?: boolean;
  className?: string;
}) {
  /** The image that failed to load, if any: a new image gets its own chance. */
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const letters = initials(name);
  const failed = image !== undefined && failedPath === image.path;

  // An error before React took over the page fired no handler: look at the element itself.
  const checkLoaded = (element: HTMLImageElement | null) => {
    if (image && element?.complete && element.naturalWidth === 0) setFailedPath(image.path);
  };

  const showImage = image && !failed;
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface-muted align-middle font-medium text-fg-muted select-none',
        className,
      )}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      data-testid="space-avatar"
    >
      {showImage ? (
        <SpaceImage
          ref={checkLoaded}
          image={image}
          alt={name}
          sizes={`${size}px`}
          priority={priority}
          onError={() => setFailedPath(image.path)}
          className="size-full object-cover"
        />
      ) : (
        <span className="flex size-full items-center justify-center" role="img" aria-label={name}>
          {letters || <UserIcon className="size-3/5" />}
        </span>
      )}
    </span>
  );
}
