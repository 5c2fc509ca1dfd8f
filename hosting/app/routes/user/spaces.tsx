// /u/spaces (signed-in only): all of my spaces, as the dashboard lists them.
import { listMySpaces } from '@spaces/contracts';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { load } from '../../lib/call';
import { signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { requireUser } from '../../lib/session.server';
import type { Route } from './+types/spaces';
import { SpaceList } from './space-list';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'settings', 'spacesTitle');

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { emailVerified: user.emailVerified };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [user, functions] = await Promise.all([serverLoader(), signedInFunctions()]);
  const { spaces, limit } = await load(functions, listMySpaces, {});
  return { ...user, spaces, limit };
}
clientLoader.hydrate = true as const;

export { LoadErrorBoundary as ErrorBoundary } from '../../components/ui/load-failed';

export { RouteFallback as HydrateFallback } from '../../components/site/route-fallback';

export default function MySpaces({ loaderData }: Route.ComponentProps) {
  const t = useT('user');
  const s = useT('settings');
  const { emailVerified, spaces, limit } = loaderData;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <p className="text-sm text-fg-subtle">
          <Link to="/u" className="hover:underline">
            {t('homeTitle')}
          </Link>
        </p>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold text-fg">{s('spacesTitle')}</h1>
            <p className="text-sm text-fg-muted">
              {t('spaceCount', { count: spaces.length, limit })}
            </p>
          </div>
          {emailVerified && spaces.length < limit && (
            <ButtonLink to="/s/new">{t('newSpace')}</ButtonLink>
          )}
        </div>
      </div>
      <SpaceList spaces={spaces} countUnread={emailVerified} />
    </div>
  );
}
