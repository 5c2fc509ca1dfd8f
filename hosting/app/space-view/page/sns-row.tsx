// The SNS row: 44 px chips that wrap centred. `brand`: each icon in its service's colour on a white
// chip; `mono`: the theme's text colour on a faint outline. Each link says what it is.
import { safeHref, type SnsLink, type Theme } from '@spaces/contracts';
import { SNS_BRAND_COLORS, SnsIcon } from '../../components/icons/sns-icons';
import { cn } from '../../components/ui/cn';
import { useT } from '../../i18n/use-t';
import { serviceLabelKey } from '../../lib/sns-labels';
import { usePings } from './hits';

export function SnsRow({
  links,
  style,
  centered,
}: {
  links: readonly SnsLink[];
  style: Theme['snsIcons'];
  centered: boolean;
}) {
  const t = useT('space');
  const editor = useT('editor');
  const ping = usePings();
  return (
    <nav aria-label={t('snsLabel')}>
      <ul
        className={cn('flex flex-wrap gap-2.5', centered && 'justify-center')}
        data-testid="space-sns"
      >
        {links.map((link) => {
          const href = safeHref(link.url);
          if (!href) return null;
          const name = editor(serviceLabelKey(link.service));
          const brand = SNS_BRAND_COLORS[link.service];
          return (
            <li key={link.id}>
              <a
                href={href}
                ping={ping(link.id)}
                rel="me noopener noreferrer ugc"
                aria-label={link.handle ? `${name}: ${link.handle}` : name}
                title={link.handle ? `${name}: ${link.handle}` : name}
                data-icon-style={style}
                className={cn(
                  'flex size-11 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-fg focus-visible:ring-offset-2 focus-visible:outline-none motion-safe:transition-transform motion-safe:hover:-translate-y-0.5',
                  style === 'brand'
                    ? 'space-brand-chip shadow-sm'
                    : 'text-fg ring-1 ring-line-strong hover:bg-(--color-line)',
                )}
                style={
                  style === 'brand' ? { color: brand ?? 'var(--space-brand-fallback)' } : undefined
                }
              >
                <SnsIcon service={link.service} className="size-[22px]" />
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
