// /s/{slug}/messages: the inbox. Newest first; filters in the address (?filter=…&kind=…); cursor
// paging; compact rows that expand; per-message and bulk actions; the raid-mode banner while the
// space is flooded; the blocked-senders list.
import { listMessages } from '@spaces/contracts';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { load } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';
import { inboxSearch, listRequest, parseInboxQuery } from '../../../lib/messages/inbox-query';
import { titleMeta } from '../../../lib/page-title';
import { signedInLoader } from '../../../lib/session.server';
import { RaidBanner } from '../moderation/raid-banner';
import { loadSpaceForEdit } from '../shell/load-space';
import type { Route } from './+types/inbox';
import { BlockedSenders } from './blocked-senders';
import { InboxFilters } from './inbox-filters';
import { MessageList } from './message-list';
import { StageQueueProvider, useStageQueue } from './stage-queue-state';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'inbox', 'inboxTitle');

export const loader = signedInLoader;

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  await serverLoader();
  const space = await loadSpaceForEdit(params.slug);
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const page = await load(
    await signedInFunctions(),
    listMessages,
    listRequest(space.spaceId, query),
  );
  return { space, query, page, loadedAt: Date.now() };
}
clientLoader.hydrate = true as const;

export { LoadErrorBoundary as ErrorBoundary } from '../../../components/ui/load-failed';

export { RouteFallback as HydrateFallback } from '../../../components/site/route-fallback';

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const t = useT('inbox');
  const { space, query } = loaderData;
  return (
    <StageQueueProvider spaceId={space.spaceId}>
      <div>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-bold text-neutral-900">{t('inboxTitle')}</h1>
          <QueueLink slug={space.slug} />
        </div>
        <div className="mb-4 empty:hidden">
          <RaidBanner linkToHeld={query.filter !== 'held'} />
        </div>
        <InboxFilters slug={space.slug} query={query} />
        {/* A new filter is a new list: the key starts its state afresh. */}
        <MessageList key={inboxSearch(query)} {...loaderData} />
        <BlockedSenders space={space} />
      </div>
    </StageQueueProvider>
  );
}

/** The way to the stage with the queue prepared here. */
function QueueLink({ slug }: { slug: string }) {
  const t = useT('inbox');
  const queue = useStageQueue();
  return (
    <Link
      to={`/s/${slug}/stage`}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm text-neutral-700 ring-1 ring-neutral-300 hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:outline-none sm:min-h-8"
      data-testid="stage-queue-link"
    >
      {t('queueOpen', { count: queue?.ids.length ?? 0 })}
    </Link>
  );
}
