// The editor's header for one space: where you are and the way between its sections.
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../i18n/use-t';
import { useCurrentInView } from './scroll-current';
import { useInboxCounts } from './unread-count';

export function SpaceNav({
  slug,
  displayName,
  spaceId,
}: {
  slug: string;
  displayName: string;
  /** Lets the navigation ask for the unread count; without it, it shows the last one known. */
  spaceId?: string;
}) {
  const t = useT('editor');
  const inbox = useT('inbox');
  const design = useT('design');
  const insightsT = useT('insights');
  const unread = useInboxCounts(slug, spaceId)?.unread ?? 0;
  const sections = [
    { to: `/s/${slug}`, label: t('overviewTitle'), end: true },
    { to: `/s/${slug}/top`, label: t('sectionTop'), end: false },
    { to: `/s/${slug}/sns`, label: t('sectionSns'), end: false },
    { to: `/s/${slug}/button`, label: t('sectionButton'), end: false },
    { to: `/s/${slug}/card`, label: t('sectionName_cards'), end: false },
    { to: `/s/${slug}/text`, label: t('sectionName_text'), end: false },
    { to: `/s/${slug}/bg`, label: design('navLabel'), end: false },
    { to: `/s/${slug}/messages`, label: inbox('inboxTitle'), end: false, badge: unread },
    { to: `/s/${slug}/insights`, label: insightsT('insightsTitle'), end: false },
    { to: `/s/${slug}/letter`, label: inbox('letterTitle'), end: false },
    { to: `/s/${slug}/fan-message`, label: inbox('fanMessageTitle'), end: false },
    { to: `/s/${slug}/thanks-message`, label: inbox('thanksTitle'), end: false },
  ];
  // One row that scrolls sideways on a phone, with the current section in view.
  const nav = useCurrentInView<HTMLElement>(useLocation().pathname);
  return (
    <div className="mb-6 space-y-3">
      <p className="text-sm text-fg-subtle">
        <NavLink to="/u" className="hover:underline">
          {t('backToSpaces')}
        </NavLink>{' '}
        / <span className="text-fg-soft">{displayName}</span>
      </p>
      <nav
        ref={nav}
        aria-label={t('sections')}
        className="relative -mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 [scrollbar-width:thin] sm:mx-0 sm:px-0"
      >
        {sections.map((section) => (
          <NavLink
            key={section.to}
            to={section.to}
            end={section.end}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm whitespace-nowrap',
                isActive
                  ? 'border-accent font-medium text-accent-strong'
                  : 'border-transparent text-fg-muted hover:text-fg',
              )
            }
          >
            {section.label}
            {section.badge ? (
              <span
                className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary-700 px-1.5 text-xs font-semibold text-white"
                data-testid="nav-unread"
              >
                <span aria-hidden="true">{section.badge}</span>
                <span className="sr-only">{inbox('unreadCount', { count: section.badge })}</span>
              </span>
            ) : null}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
