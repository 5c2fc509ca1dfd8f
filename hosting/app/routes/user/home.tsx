// /u (signed-in only): my spaces, with their state and the way to create another.
import { listMySpaces } from '@spaces/contracts';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { call, signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { requireUser } from '../../lib/session.server';
import type { Route } from './+types/home';
import { imageUrlFor, useImageBase } from '../../lib/images';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'user', 'homeTitle');

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { email: user.email ?? '', emailVerified: user.emailVerified };
}

// The list comes from a callable (the browser never reads Firestore), after the guard above.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [user, functions] = await Promise.all([serverLoader(), signedInFunctions()]);
  const { spaces, limit } = await call(functions, listMySpaces, {});
  return { ...user, spaces, limit };
}
clientLoader.hydrate = true as const;

// The list needs the web SDK: the fallback says "loading", or without JavaScript, why not.
export { EditorFallback as HydrateFallback } from '../editor/editor-fallback';

export default function UserHome({ loaderData }: Route.ComponentProps) {
  const imageBase = useImageBase();
  const t = useT('user');
  const notifications = useT('notifications');
  const { email, emailVerified, spaces, limit } = loaderData;
  const atLimit = spaces.length >= limit;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-fg">{t('homeTitle')}</h1>
          <p className="text-sm text-fg-muted">{t('signedInAs', { email })}</p>
        </div>
        {emailVerified && !atLimit && <ButtonLink to="/s/new">{t('newSpace')}</ButtonLink>}
      </div>
      <nav aria-label={t('settings')} className="flex flex-wrap gap-2 text-sm">
        <ButtonLink to="/u/icon" size="sm" variant="outline" color="neutral">
          {t('iconLink')}
        </ButtonLink>
        <ButtonLink to="/u/notifications" size="sm" variant="outline" color="neutral">
          {notifications('link')}
        </ButtonLink>
      </nav>
      {!emailVerified && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-warning-50 p-4 text-sm text-warning-900">
          <span>{t('verifyBanner')}</span>
          <ButtonLink to="/a/verify-email" color="warning" size="sm">
            {t('verifyBannerAction')}
          </ButtonLink>
        </div>
      )}
      <p className="text-sm text-fg-muted">
        {t('spaceCount', { count: spaces.length, limit })}
        {atLimit && ` — ${t('limitReached', { limit })}`}
      </p>
      {spaces.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong p-8 text-center text-fg-muted">
          {t('empty')}
        </p>
      ) : (
        <ul
          className="divide-y divide-line rounded-lg border border-line bg-surface"
          aria-label={t('homeTitle')}
        >
          {spaces.map((space) => (
            <li key={space.spaceId} className="flex items-center gap-4 p-4">
              <Avatar
                src={space.avatar && imageUrlFor(imageBase, space.avatar, 96)}
                alt={space.displayName}
                size="xl"
              />
              <div className="min-w-0 flex-1">
                <Link to={`/s/${space.slug}`} className="font-medium text-fg hover:underline">
                  {space.displayName}
                </Link>
                <p className="truncate text-sm text-fg-subtle">/{space.slug}</p>
              </div>
              <span
                className={
                  space.published
                    ? 'rounded-full bg-success-50 px-2 py-0.5 text-xs text-success-800'
                    : 'rounded-full bg-surface-muted px-2 py-0.5 text-xs text-fg-muted'
                }
              >
                {space.published ? t('published') : t('draft')}
              </span>
              <ButtonLink to={`/s/${space.slug}`} size="sm" variant="outline" color="neutral">
                {t('edit')}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
