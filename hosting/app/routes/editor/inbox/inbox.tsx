// /s/{slug}/messages: the inbox. Newest first; filters in the address (?filter=…&kind=…); cursor
// paging; compact rows that expand; per-message and bulk actions; the raid-mode banner while the
// space is flooded; the blocked-senders list.
import { listMessages } from '@spaces/contracts';
import { useT } from '../../../i18n/use-t';
import { load } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';
import { inboxSearch, listRequest, parseInboxQuery } from '../../../lib/messages/inbox-query';
import { titleMeta } from '../../../lib/page-title';
import { requireUser } from '../../../lib/session.server';
import { RaidBanner } from '../moderation/raid-banner';
import { loadSpaceForEdit } from '../shell/load-space';
import type { Route } from './+types/inbox';
import { BlockedSenders } from './blocked-senders';
import { InboxFilters } from './inbox-filters';
import { MessageList } from './message-list';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'inbox', 'inboxTitle');

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

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

export { EditorFallback as HydrateFallback } from '../shell/editor-fallback';

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const t = useT('inbox');
  const { space, query } = loaderData;
  return (
    <div>
      <h1 className="mb-4 text-xl font-bold text-neutral-900">{t('inboxTitle')}</h1>
      <div className="mb-4 empty:hidden">
        <RaidBanner linkToHeld={query.filter !== 'held'} />
      </div>
      <InboxFilters slug={space.slug} query={query} />
      {/* A new filter is a new list: the key starts its state afresh. */}
      <MessageList key={inboxSearch(query)} {...loaderData} />
      <BlockedSenders space={space} />
    </div>
  );
}
