// /{slug}: a published space, rendered on the server from one read of its public document.
// Unknown, unpublished and deleted slugs are the 404 page. Owner-entered links render only if
// they are http(s) or mailto (the contracts' link rule); React escapes every text.
import { normalizeSlug, safeHref, type PublicSpace } from '@spaces/contracts';
import { data, Link, redirect } from 'react-router';
import { SnsIcon } from '../../components/icons/sns-icons';
import { buttonClasses } from '../../components/ui/button-styles';
import { cn } from '../../components/ui/cn';
import { useT } from '../../i18n/use-t';
import { pageMeta } from '../../lib/meta';
import { langOfMatches, siteOriginOfMatches } from '../../lib/page-title';
import { getPublicSpace } from '../../lib/spaces.server';
import { serviceLabelKey } from '../editor/sns-labels';
import type { Route } from './+types/public-space';
import { FanMessageSection, LetterCard } from './fan-messages';
import { SPACE_CACHE_CONTROL } from './space-cache';
import { SpaceAvatar } from '../../components/image/space-avatar';
import { SpaceImage } from '../../components/image/space-image';

export async function loader({ params }: Route.LoaderArgs) {
  const slug = normalizeSlug(params.slug);
  // Slugs are stored lower-case; send mixed-case links to the one address.
  if (slug !== params.slug) throw redirect(`/${encodeURIComponent(slug)}`, 301);
  const space = await getPublicSpace(slug);
  if (!space) throw data(null, { status: 404 });
  // The wall's relative times are computed from this, so server and browser print the same.
  return { space, now: Date.now() };
}

export const headers: Route.HeadersFunction = ({ errorHeaders }) =>
  errorHeaders ?? { 'Cache-Control': SPACE_CACHE_CONTROL };

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { top } = loaderData.space;
  return pageMeta({
    title: top.displayName,
    description: top.bio.slice(0, 160) || top.displayName,
    lang: langOfMatches(matches),
    siteOrigin: siteOriginOfMatches(matches),
    pathname: location.pathname,
  });
};

export default function PublicSpacePage({ loaderData }: Route.ComponentProps) {
  const t = useT('space');
  const { space } = loaderData;
  const centered = space.top.layout === 'centered';
  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <main
        className={cn(
          'mx-auto flex w-full max-w-xl flex-1 flex-col gap-8 px-4 py-12',
          centered && 'items-center',
        )}
      >
        <SpaceHeader space={space} centered={centered} />
        {space.sns.length > 0 && <SnsRow space={space} centered={centered} label={t('snsLabel')} />}
        {space.buttons.length > 0 && (
          <nav aria-label={t('linksLabel')} className="w-full">
            <ul className="flex flex-col gap-3" data-testid="space-buttons">
              {space.buttons.map((button) => {
                const href = safeHref(button.url);
                const classes = buttonClasses({
                  color: button.color,
                  variant: button.variant,
                  size: 'xl',
                  block: true,
                });
                return (
                  <li key={button.id}>
                    {href ? (
                      <a href={href} rel="noopener noreferrer ugc" className={classes}>
                        {button.label}
                      </a>
                    ) : (
                      <span className={classes}>{button.label}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        {space.letterBox && <LetterCard slug={space.slug} letterBox={space.letterBox} />}
        {space.fanMessages && (
          <FanMessageSection slug={space.slug} box={space.fanMessages} now={loaderData.now} />
        )}
      </main>
      <footer className="py-6 text-center text-xs text-fg-subtle">
        <Link to="/" className="hover:underline">
          {t('poweredBy')}
        </Link>
      </footer>
    </div>
  );
}

function SpaceHeader({ space, centered }: { space: PublicSpace; centered: boolean }) {
  return (
    <header
      className={cn(
        'flex w-full flex-col gap-3',
        centered ? 'items-center text-center' : 'items-start text-left',
      )}
    >
      {space.top.header && (
        <SpaceImage
          image={space.top.header}
          sizes="(min-width: 560px) 528px, 100vw"
          priority
          className="aspect-[3/1] w-full rounded-b-2xl object-cover"
        />
      )}
      <SpaceAvatar
        image={space.top.avatar}
        name={space.top.displayName}
        size={96}
        priority={!space.top.header}
      />
      <h1 className="text-2xl font-bold text-fg">{space.top.displayName}</h1>
      {space.top.bio && <p className="whitespace-pre-line text-fg-soft">{space.top.bio}</p>}
    </header>
  );
}

function SnsRow({
  space,
  centered,
  label,
}: {
  space: PublicSpace;
  centered: boolean;
  label: string;
}) {
  const editor = useT('editor');
  return (
    <nav aria-label={label} className="w-full">
      <ul
        className={cn('flex flex-wrap gap-3', centered && 'justify-center')}
        data-testid="space-sns"
      >
        {space.sns.map((link) => {
          const href = safeHref(link.url);
          if (!href) return null;
          const name = editor(serviceLabelKey(link.service));
          return (
            <li key={link.id}>
              <a
                href={href}
                rel="me noopener noreferrer ugc"
                aria-label={link.handle ? `${name}: ${link.handle}` : name}
                title={name}
                className="flex size-11 items-center justify-center rounded-full bg-surface text-fg-soft shadow-sm ring-1 ring-line hover:text-accent-strong"
              >
                <SnsIcon service={link.service} className="size-5" />
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
