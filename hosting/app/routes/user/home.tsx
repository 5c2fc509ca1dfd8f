// /u (signed-in only): the dashboard — my spaces with their unread counts and the ways into each,
// the way to create another, and every settings page.
import {
  getAccount,
  listMyNotices,
  listMySpaces,
  syncAccountEmail,
  type Notice,
} from '@spaces/contracts';
import { useState } from 'react';
import { AlertIcon } from '../../components/icons/ui-icons';
import { NoticeList } from '../../components/notices/notice-list';
import { Avatar } from '../../components/ui/avatar';
import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { load } from '../../lib/call';
import { signedInFunctions } from '../../lib/callables';
import { imageUrlFor, useImageBase } from '../../lib/images';
import { titleMeta } from '../../lib/page-title';
import { requireUser } from '../../lib/session.server';
import type { Route } from './+types/home';
import { SettingsLinks } from './settings-links';
import { SpaceList } from './space-list';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'user', 'homeTitle');

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return {
    email: user.email ?? '',
    emailVerified: user.emailVerified,
    suspended: user.suspended,
  };
}

// The list comes from a callable (the browser never reads Firestore), after the guard above. The
// address comes from the Auth record, and a change of it made since is told to the old one.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [user, functions] = await Promise.all([serverLoader(), signedInFunctions()]);
  const [{ spaces, limit }, { email }, account, { notices }] = await Promise.all([
    load(functions, listMySpaces, {}),
    load(functions, syncAccountEmail, {}).catch(() => ({ email: undefined })),
    // The name and icon are a greeting: the page works without them.
    load(functions, getAccount, {}).catch(() => undefined),
    // The Spaces team's notices (decision 071): what was removed and why, and the way to object.
    load(functions, listMyNotices, {}),
  ]);
  return {
    ...user,
    email: email ?? user.email,
    displayName: account?.displayName,
    icon: account?.icon,
    spaces,
    limit,
    notices,
  };
}
clientLoader.hydrate = true as const;

export { LoadErrorBoundary as ErrorBoundary } from '../../components/ui/load-failed';

// The list needs the web SDK: the fallback says "loading", or without JavaScript, why not.
export { RouteFallback as HydrateFallback } from '../../components/site/route-fallback';

export default function UserHome({ loaderData }: Route.ComponentProps) {
  const t = useT('user');
  const s = useT('settings');
  const imageBase = useImageBase();
  const n = useT('notices');
  const { email, emailVerified, displayName, icon, spaces, limit, suspended } = loaderData;
  const [notices, setNotices] = useState<readonly Notice[]>(loaderData.notices);
  const atLimit = spaces.length >= limit;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-bold text-fg">{t('homeTitle')}</h1>
          <div className="flex min-w-0 items-center gap-3">
            <Avatar
              src={icon && imageUrlFor(imageBase, icon, 96)}
              alt={displayName ?? email}
              size="xl"
            />
            <div className="min-w-0">
              {displayName && <p className="truncate font-medium text-fg">{displayName}</p>}
              <p className="truncate text-sm text-fg-muted">{t('signedInAs', { email })}</p>
            </div>
          </div>
        </div>
        {emailVerified && !atLimit && !suspended && (
          <ButtonLink to="/s/new">{t('newSpace')}</ButtonLink>
        )}
      </div>
      {!emailVerified && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-warning-50 p-4 text-sm text-warning-900">
          <span>{t('verifyBanner')}</span>
          <ButtonLink to="/a/verify-email" color="warning" size="sm">
            {t('verifyBannerAction')}
          </ButtonLink>
        </div>
      )}
      {suspended && (
        <div
          role="status"
          className="flex items-start gap-2 rounded-md bg-warning-50 p-4 text-sm text-warning-900"
          data-testid="suspended-banner"
        >
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <span>{n('suspendedBanner')}</span>
        </div>
      )}
      <NoticeList
        notices={notices}
        onChange={(changed) =>
          setNotices(
            notices.map((notice) => (notice.noticeId === changed.noticeId ? changed : notice)),
          )
        }
      />
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
        {/* A suspended account reads no inbox (decision 071): no counts to ask for. */}
        <SpaceList spaces={spaces} countUnread={emailVerified && !suspended} />
      </section>
      <SettingsLinks email={email} />
    </div>
  );
}
