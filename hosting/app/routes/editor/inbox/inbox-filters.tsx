// The inbox's filter chips: which messages (all, unread, starred, archived, held) and which kind,
// each a link to the inbox's address with that filter and the other one kept.
import { INBOX_FILTERS, type InboxFilter } from '@spaces/contracts';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../i18n/use-t';
import { inboxSearch, type InboxQuery, type KindFilter } from '../../../lib/messages/inbox-query';
import { useCurrentInView } from '../shell/scroll-current';

const KIND_FILTERS: readonly KindFilter[] = ['all', 'letter', 'fanMessage'];

export function InboxFilters({ slug, query }: { slug: string; query: InboxQuery }) {
  const t = useT('inbox');
  const filterLabel: Record<InboxFilter, string> = {
    all: t('filterAll'),
    unread: t('filterUnread'),
    starred: t('filterStarred'),
    archived: t('filterArchived'),
    held: t('filterHeld'),
  };
  const kindLabel: Record<KindFilter, string> = {
    all: t('kindAll'),
    letter: t('kindLetter'),
    fanMessage: t('kindFanMessage'),
  };
  const chip = (active: boolean) =>
    cn(
      'inline-flex min-h-10 items-center rounded-full px-3.5 text-sm whitespace-nowrap focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:outline-none',
      active
        ? 'bg-primary-700 font-medium text-white'
        : 'bg-white text-neutral-700 ring-1 ring-neutral-200 hover:bg-neutral-100',
    );
  // The chosen chip may sit past the edge of a phone's screen: scroll it into view.
  const filters = useCurrentInView<HTMLElement>(query.filter);
  const kinds = useCurrentInView<HTMLElement>(query.kind);
  return (
    <div className="mb-4 space-y-2">
      <nav ref={filters} aria-label={t('filterLabel')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {INBOX_FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to={`/s/${slug}/messages${inboxSearch({ ...query, filter })}`}
                aria-current={query.filter === filter ? 'page' : undefined}
                className={chip(query.filter === filter)}
              >
                {filterLabel[filter]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav ref={kinds} aria-label={t('kindLabel')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {KIND_FILTERS.map((kind) => (
            <li key={kind}>
              <Link
                to={`/s/${slug}/messages${inboxSearch({ ...query, kind })}`}
                aria-current={query.kind === kind ? 'page' : undefined}
                className={cn(chip(query.kind === kind), 'min-h-9 text-xs')}
              >
                {kindLabel[kind]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
