// The link buttons, in the theme's one style — full width, 56 px high, fill or outline, the
// theme's radius and shadow — unless the owner coloured a button on purpose (any colour but
// `primary`, see ownerColorClasses); long labels wrap to more lines and never overflow. A button's icon
// is its drawing from our icon sets, kept on the button and inlined (no icon file is fetched); an
// older button's bare service name is drawn from the marks the app ships (an unknown one: the globe).
// A thumbnail, the owner's own processed image, takes the icon's place.
import { isSampleButton, safeHref, type PublicButton, type Theme } from '@spaces/contracts';
import { InlineIcon } from '../../components/icons/inline-icon';
import { SnsIcon } from '../../components/icons/sns-icons';
import { SpaceImage } from '../../components/image/space-image';
import { ownerColorClasses } from '../../components/ui/button-styles';
import { cn } from '../../components/ui/cn';
import { useT } from '../../i18n/use-t';
import { OwnerLink } from './owner-link';
import { SampleMark } from './sample-mark';
import { Phrases } from '../../components/text/phrases';

export function LinkButtons({
  buttons,
  theme,
}: {
  buttons: readonly PublicButton[];
  theme: Pick<Theme, 'buttonFill'>;
}) {
  const t = useT('space');
  const shape =
    'space-button flex min-h-14 w-full items-center justify-center px-5 py-3 text-center text-base leading-snug font-semibold phrase [overflow-wrap:anywhere] focus-visible:ring-2 focus-visible:ring-fg focus-visible:ring-offset-2 focus-visible:outline-none motion-safe:transition-transform motion-safe:active:translate-y-px';
  const themed =
    theme.buttonFill === 'solid'
      ? 'bg-accent text-on-accent hover:brightness-110'
      : 'border-2 border-accent text-fg hover:bg-accent-soft';
  return (
    <nav aria-label={t('linksLabel')}>
      <ul className="flex flex-col gap-3" data-testid="space-buttons">
        {buttons.map((button) => {
          const href = safeHref(button.url);
          const live = button.live === true;
          // An icon sits at the left edge, so the label stays centred like the others'; a live-now
          // button shows its badge there instead.
          const iconClass = 'absolute top-1/2 left-4 size-5 -translate-y-1/2';
          const marked =
            button.icon && !live ? (
              <>
                {button.iconSvg ? (
                  <InlineIcon svg={button.iconSvg} className={iconClass} />
                ) : (
                  <SnsIcon service={button.icon} className={iconClass} />
                )}
                <Phrases>{button.label}</Phrases>
              </>
            ) : (
              <Phrases>{button.label}</Phrases>
            );
          // A thumbnail, the owner's own processed image, takes the icon's place at the start.
          const thumb = live ? undefined : button.image;
          const content = thumb ? (
            <>
              <SpaceImage
                image={thumb}
                sizes="40px"
                className="absolute top-1/2 left-2 size-10 -translate-y-1/2 rounded-md object-cover"
              />
              <Phrases>{button.label}</Phrases>
            </>
          ) : (
            marked
          );
          const look = cn(
            shape,
            live
              ? 'bg-accent text-on-accent hover:brightness-110'
              : (ownerColorClasses(button.color, button.variant) ?? themed),
            button.icon && !live && 'relative px-12',
            thumb && 'relative px-14',
            // Stands out by its size and ring; it moves only for visitors who allow motion.
            (button.featured === true || live) &&
              'min-h-16 text-lg ring-2 ring-fg ring-offset-2 ring-offset-(--color-canvas) motion-safe:animate-[space-nudge_2.4s_ease-in-out_3]',
          );
          const badge = live && (
            <span
              className="mr-2 inline-flex shrink-0 items-center gap-1 rounded-full bg-on-accent px-2 py-0.5 text-[11px] font-bold tracking-wide text-accent uppercase"
              data-testid="live-badge"
            >
              <span
                className="size-1.5 rounded-full bg-accent motion-safe:animate-pulse"
                aria-hidden="true"
              />
              {t('liveNow')}
            </span>
          );
          const shown = (
            <>
              {badge}
              {content}
            </>
          );
          return (
            <li
              key={button.id}
              data-live={live || undefined}
              data-featured={button.featured === true || undefined}
            >
              <SampleMark sample={isSampleButton(button)}>
                <OwnerLink id={button.id} href={href} unlinked="span" className={look}>
                  {shown}
                </OwnerLink>
              </SampleMark>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
