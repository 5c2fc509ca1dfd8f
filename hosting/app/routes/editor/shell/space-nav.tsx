// The editor's header for one space: where you are and the way between its sections, grouped the
// way a creator thinks of them (the page, the messages, the boards, the numbers, the settings).
import type { BoardLink } from '@spaces/contracts';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../i18n/use-t';
import { useCurrentInView } from './scroll-current';
import { useInboxCounts } from '../../../lib/unread-count';

interface NavItem {
  to: string;
  label: string;
  /** Matches only this address, not the sections below it. */
  end?: boolean;
  badge?: number;
  /** A place on another section's page (an anchor): never "current". */
  anchor?: boolean;
}

interface NavGroup {
  id: string;
  heading: string;
  items: NavItem[];
}

const linkClass =
  // Labels are never cut: they keep one line and the row scrolls (phone) or wraps (desktop).
  'flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm whitespace-nowrap';

export function SpaceNav({
  slug,
  displayName,
  spaceId,
  boards = [],
  action,
}: {
  slug: string;
  displayName: string;
  /** Lets the navigation ask for the unread count; without it, it shows the last one known. */
  spaceId?: string;
  boards?: readonly Pick<BoardLink, 'slug' | 'title'>[];
  /** Shown at the end of the top line (the phone's preview button): in the header, over nothing. */
  action?: ReactNode;
}) {
  const t = useT('editor');
  const inbox = useT('inbox');
  const design = useT('design');
  const insightsT = useT('insights');
  const unread = useInboxCounts(slug, spaceId)?.unread ?? 0;
  const base = `/s/${slug}`;
  const groups: NavGroup[] = [
    {
      id: 'page',
      heading: t('navPage'),
      items: [
        { to: base, label: t('overviewTitle'), end: true },
        { to: `${base}/top`, label: t('sectionTop') },
        { to: `${base}/sns`, label: t('sectionSns') },
        { to: `${base}/button`, label: t('sectionButton') },
        { to: `${base}/card`, label: t('sectionName_cards') },
        { to: `${base}/text`, label: t('sectionName_text') },
        { to: `${base}/embed`, label: t('sectionName_embeds') },
        { to: `${base}/bg`, label: design('navLabel') },
        { to: `${base}/share`, label: t('shareTitle') },
      ],
    },
    {
      id: 'messages',
      heading: t('navMessages'),
      items: [
        { to: `${base}/letter`, label: inbox('letterTitle') },
        { to: `${base}/fan-message`, label: inbox('fanMessageTitle') },
        { to: `${base}/thanks-message`, label: inbox('thanksTitle') },
        { to: `${base}/messages`, label: inbox('inboxTitle'), badge: unread },
      ],
    },
    {
      id: 'boards',
      heading: t('navBoards'),
      items: [
        ...boards.map((board) => ({ to: `${base}/${board.slug}`, label: board.title })),
        { to: `${base}#boards-heading`, label: t('navManageBoards'), anchor: true },
      ],
    },
    {
      id: 'insights',
      heading: t('navInsights'),
      items: [{ to: `${base}/insights`, label: insightsT('insightsTitle') }],
    },
    {
      id: 'settings',
      heading: t('navSettings'),
      items: [
        { to: `${base}/messages?filter=held`, label: t('navHeld'), anchor: true },
        { to: `${base}#qr-heading`, label: t('navShare'), anchor: true },
        { to: `${base}/settings`, label: t('spaceSettingsTitle') },
      ],
    },
  ];
  // On a phone the groups make one row that scrolls sideways, with the current section in view;
  // wider screens wrap them so every label shows at once.
  const nav = useCurrentInView<HTMLElement>(useLocation().pathname);
  return (
    <div className="mb-6 space-y-3">
      <div className="flex items-center gap-3">
        <p className="mr-auto min-w-0 text-sm break-words text-fg-subtle">
          <NavLink to="/u" className="hover:underline">
            {t('backToSpaces')}
          </NavLink>{' '}
          / <span className="text-fg-soft">{displayName}</span>
        </p>
        {action}
      </div>
      <nav
        ref={nav}
        aria-label={t('sections')}
        className="relative -mx-4 flex gap-x-4 overflow-x-auto border-b border-line px-4 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:gap-y-2 sm:overflow-visible sm:px-0"
      >
        {groups.map((group) => (
          <div
            key={group.id}
            role="group"
            aria-labelledby={`nav-group-${group.id}`}
            // A group wider than the row (many boards, a narrow column) wraps its own links.
            className="flex shrink-0 flex-col sm:max-w-full"
            data-testid="nav-group"
          >
            <p
              id={`nav-group-${group.id}`}
              className="px-3 pt-1 text-xs font-semibold whitespace-nowrap text-fg-subtle"
            >
              {group.heading}
            </p>
            <div className="flex sm:flex-wrap">
              {group.items.map((item) =>
                item.anchor ? (
                  <Link
                    key={item.to}
                    to={item.to}
                    className={cn(linkClass, 'border-transparent text-fg-muted hover:text-fg')}
                  >
                    {item.label}
                  </Link>
                ) : (
                  <NavLink
                    key={item.to}
                    to={item.to}
                    end={item.end ?? false}
                    className={({ isActive }) =>
                      cn(
                        linkClass,
                        isActive
                          ? 'border-accent font-medium text-accent-strong'
                          : 'border-transparent text-fg-muted hover:text-fg',
                      )
                    }
                  >
                    {item.label}
                    {item.badge ? (
                      <span
                        className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary-700 px-1.5 text-xs font-semibold text-white"
                        data-testid="nav-unread"
                      >
                        <span aria-hidden="true">{item.badge}</span>
                        <span className="sr-only">
                          {inbox('unreadCount', { count: item.badge })}
                        </span>
                      </span>
                    ) : null}
                  </NavLink>
                ),
              )}
            </div>
          </div>
        ))}
      </nav>
    </div>
  );
}
