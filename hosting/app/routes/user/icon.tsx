// /u/icon (signed-in only): the account's icon — shown as it is (getAccount), replaced by an
// upload cropped to a square, or removed.
import { getAccount, type ImageRef } from '@spaces/contracts';
import { useState } from 'react';
import { ImageUpload } from '../../components/image/image-upload';
import { useT } from '../../i18n/use-t';
import { load } from '../../lib/call';
import { signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { signedInLoader } from '../../lib/session.server';
import type { Route } from './+types/icon';
import { SettingsPage } from './settings-page';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'images', 'iconTitle');

export const loader = signedInLoader;

// The account comes from a callable (the browser never reads Firestore), after the guard above.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [, functions] = await Promise.all([serverLoader(), signedInFunctions()]);
  const { icon } = await load(functions, getAccount, {});
  return { icon };
}
clientLoader.hydrate = true as const;

export { LoadErrorBoundary as ErrorBoundary } from '../../components/ui/load-failed';

export function HydrateFallback() {
  const t = useT('ui');
  return (
    <p className="text-sm text-fg-muted" role="status">
      {t('loading')}
    </p>
  );
}

export default function IconPage({ loaderData }: Route.ComponentProps) {
  const t = useT('images');
  // What the loader found, then whatever the last upload or removal left.
  const [icon, setIcon] = useState<{ from: ImageRef | undefined; now: ImageRef | undefined }>({
    from: loaderData.icon,
    now: loaderData.icon,
  });
  const current = icon.from === loaderData.icon ? icon.now : loaderData.icon;
  return (
    <SettingsPage title={t('iconTitle')} intro={t('iconIntro')}>
      <ImageUpload
        slot="user-icon"
        image={current}
        onChange={(image) => setIcon({ from: loaderData.icon, now: image })}
        label={t('iconLabel')}
      />
    </SettingsPage>
  );
}
