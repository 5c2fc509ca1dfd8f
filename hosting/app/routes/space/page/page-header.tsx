// The header: the optional 3:1 header image, the avatar overlapping its lower edge with a ring in
// the surface colour, the name in the theme's display font, and the bio with its URLs linked.
import type { SpaceTop } from '@spaces/contracts';
import { SpaceImage } from '../../../components/image/space-image';
import { UserIcon } from '../../../components/icons/ui-icons';
import { cn } from '../../../components/ui/cn';
import { initials } from '../../../components/ui/initials';
import { imageUrlFor, useImageBase } from '../../../lib/images';
import { LinkedText } from './linked-text';

export function PageHeader({ top, centered }: { top: SpaceTop; centered: boolean }) {
  const imageBase = useImageBase();
  return (
    <header
      className={cn(
        'flex w-full flex-col gap-3',
        centered ? 'items-center text-center' : 'items-start text-left',
        !top.header && 'pt-12',
      )}
    >
      {top.header && (
        <SpaceImage
          image={top.header}
          sizes="(min-width: 540px) 540px, 100vw"
          priority
          className="-mx-4 aspect-[3/1] w-[calc(100%+2rem)] max-w-none rounded-b-3xl object-cover sm:mx-0 sm:mt-4 sm:w-full sm:rounded-3xl"
        />
      )}
      <div
        className={cn(
          'rounded-full bg-surface p-1 shadow-sm',
          top.header && '-mt-14',
          !centered && top.header && 'ml-4',
        )}
      >
        {top.avatar ? (
          <img
            src={imageUrlFor(imageBase, top.avatar, 192)}
            width={96}
            height={96}
            alt={top.displayName}
            // The header image (if any) is the page's first picture; the avatar comes right after.
            fetchPriority="high"
            className="size-24 rounded-full bg-(--placeholder) object-cover"
            style={{ ['--placeholder' as string]: top.avatar.color }}
          />
        ) : (
          <span
            role="img"
            aria-label={top.displayName}
            className="flex size-24 items-center justify-center rounded-full bg-surface-muted text-3xl font-semibold text-(--space-on-surface)"
          >
            {initials(top.displayName) || <UserIcon className="size-12" />}
          </span>
        )}
      </div>
      <h1 className="space-heading text-2xl leading-tight font-bold text-fg [overflow-wrap:anywhere]">
        {top.displayName}
      </h1>
      {top.bio && (
        <p className="max-w-prose text-[15px] leading-[1.7] whitespace-pre-line text-fg-muted [overflow-wrap:anywhere]">
          <LinkedText text={top.bio} />
        </p>
      )}
    </header>
  );
}
