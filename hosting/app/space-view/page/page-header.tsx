// The header: the optional 3:1 header image, the avatar overlapping its lower edge with a ring in
// the surface colour, the name in the theme's display font, and the bio with its URLs linked.
import { isSampleBio, type SpaceTop } from '@spaces/contracts';
import { SpaceAvatar } from '../../components/image/space-avatar';
import { SpaceImage } from '../../components/image/space-image';
import { cn } from '../../components/ui/cn';
import { LinkedText } from './linked-text';
import { SampleMark } from './sample-mark';
import { Phrases } from '../../components/text/phrases';

export function PageHeader({ top, centered }: { top: SpaceTop; centered: boolean }) {
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
        <SpaceAvatar
          image={top.avatar}
          name={top.displayName}
          size={96}
          // The header image (if any) is the page's first picture; the avatar comes right after.
          priority
        />
      </div>
      <h1 className="space-heading text-2xl leading-tight font-bold text-fg [overflow-wrap:anywhere]">
        <Phrases>{top.displayName}</Phrases>
      </h1>
      {top.bio && (
        <SampleMark sample={isSampleBio(top.bio)}>
          <p className="max-w-prose text-[15px] leading-[1.7] whitespace-pre-line text-fg-muted [overflow-wrap:anywhere]">
            <LinkedText text={top.bio} />
          </p>
        </SampleMark>
      )}
    </header>
  );
}
