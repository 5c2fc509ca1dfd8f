// Cards: those with an image two to a row (even on phones), text cards across the column; the
// image keeps its placeholder colour while loading. A card with a safe link is one link.
import { isSampleCard, safeHref, type PublicCard } from '@spaces/contracts';
import { SpaceImage } from '../../components/image/space-image';
import { cn } from '../../components/ui/cn';
import { useT } from '../../i18n/use-t';
import { OwnerLink } from './owner-link';
import { SampleMark } from './sample-mark';

export function CardGrid({ cards }: { cards: readonly PublicCard[] }) {
  const t = useT('space');
  return (
    <section aria-label={t('cardsLabel')}>
      <ul className="grid grid-cols-2 gap-3" data-testid="space-cards">
        {cards.map((card) => {
          const href = card.url ? safeHref(card.url) : null;
          const body = (
            <>
              {card.image && (
                <SpaceImage
                  image={card.image}
                  sizes="(min-width: 540px) 260px, 50vw"
                  className="aspect-[4/3] w-full object-cover"
                />
              )}
              <span className="flex flex-1 flex-col gap-1 p-3.5">
                {card.title && (
                  <span className="text-base leading-snug font-bold [overflow-wrap:anywhere]">
                    {card.title}
                  </span>
                )}
                {card.text && (
                  <span className="text-sm leading-relaxed whitespace-pre-line text-fg-muted [overflow-wrap:anywhere]">
                    {card.text}
                  </span>
                )}
              </span>
            </>
          );
          const frame =
            'space-surface flex h-full flex-col overflow-hidden rounded-2xl shadow-sm ring-1 ring-(--color-line)';
          return (
            <li key={card.id} className={cn(!card.image && 'col-span-2')}>
              <SampleMark sample={isSampleCard(card)}>
                <OwnerLink
                  id={card.id}
                  href={href}
                  unlinked="div"
                  className={cn(
                    frame,
                    href &&
                      'focus-visible:ring-2 focus-visible:ring-fg focus-visible:outline-none motion-safe:transition-transform motion-safe:hover:-translate-y-0.5',
                  )}
                >
                  {body}
                </OwnerLink>
              </SampleMark>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
