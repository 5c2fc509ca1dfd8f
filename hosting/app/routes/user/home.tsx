// /u (signed-in only): the dashboard — my spaces with their unread counts and the ways into each,
// the way to create another, and every settings page.
import { listMySpaces, syncAccountEmail } from '@spaces/contracts';
import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { call, signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { requireUser } from '../../lib/session.server';
import type { Route } from './+types/home';
import { SettingsLinks } from './settings-links';
import { SpaceList } from './space-list';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'user', 'homeTitle');

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { email: user.email ?? '', emailVerified: user.emailVerified };
}

// The list comes from a callable (the browser never reads Firestore), after the guard above. The
// address comes from the Auth record, and a change of it made since is told to the old one.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [user, functions] = await Promise.all([serverLoader(), signedInFunctions()]);
  const [{ spaces, limit }, { email }] = await Promise.all([
    call(functions, listMySpaces, {}),
    call(functions, syncAccountEmail, {}).catch(() => ({ email: undefined })),
  ]);
  return { ...user, email: email ?? user.email, spaces, limit };
}
clientLoader.hydrate = true as const;

// The list needs the web SDK: the fallback says "loading", or without JavaScript, why not.
export { EditorFallback as HydrateFallback } from '../editor/editor-fallback';

export default function UserHome({ loaderData }: Route.ComponentProps) {
  const t = useT('user');
  const s = useT('settings');
  const { email, emailVerified, spaces, limit } = loaderData;
  const atLimit = spaces.length >= limit;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-fg">{t('homeTitle')}</h1>
          <p className="truncate text-sm text-fg-muted">{t('signedInAs', { email })}</p>
        </div>
        {emailVerified && !atLimit && <ButtonLink to="/s/new">{t('newSpace')}</ButtonLink>}
      </div>
      {!emailVerified && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-warning-50 p-4 text-sm text-warning-900">
          <span>{t('verifyBanner')}</span>
          <ButtonLink to="/a/verify-email" color="warning" size="sm">
            {t('verifyBannerAction')}
          </ButtonLink>
        </div>
      )}
      <section aria-labelledby="spaces-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="spaces-heading" className="text-lg font-bold text-fg">
            {s('spacesTitle')}
          </h2>
          <p className="text-sm text-fg-muted">
            {t('spaceCount', { count: spaces.length, limit })}
            {atLimit && ` — ${t('limitReached', { limit })}`}
          </p>
        </div>
        <SpaceList spaces={spaces} countUnread={emailVerified} />
      </section>
      <SettingsLinks email={email} />
    </div>
  );
}
