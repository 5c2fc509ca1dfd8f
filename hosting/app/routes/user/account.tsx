// /u/account (signed-in only): each space's export, to take the data along first; what deleting
// the account deletes — the spaces by name, and the account itself — then the confirm dialog with the password (a fresh sign-in), the callable
// `deleteAccount`, and the way out: the browser signs out and lands on / with a notice.
import { deleteAccount, listMySpaces } from '@spaces/contracts';
import { EmailAuthProvider, reauthenticateWithCredential, signOut } from 'firebase/auth';
import { redirect, useSubmit } from 'react-router';
import { Button } from '../../components/ui/button';
import { NoScriptNote } from '../../components/ui/noscript-note';
import { useLang, useT } from '../../i18n/use-t';
import { load } from '../../lib/call';
import { toCallError } from '../../lib/call-error';
import { callSignedIn, signedInFunctions } from '../../lib/callables';
import { callErrorMessage } from '../../lib/call-errors';
import { browserFirebase } from '../../lib/firebase.client';
import { titleMeta } from '../../lib/page-title';
import { endSession, getSessionUser, signedInLoader } from '../../lib/session.server';
import { authErrorKey } from '../../lib/auth/auth-errors';
import { ExportCard } from '../../components/export/export-card';
import type { Route } from './+types/account';
import { useDeleteAccountDialog } from './delete-account-dialog';
import { SettingsHeading } from './settings-page';

/** Where a deleted account lands: the home page, with the notice this parameter turns on. */
const DELETED_NOTICE_PATH = '/?notice=account-deleted';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'accountDeletion', 'title');

export const loader = signedInLoader;

// The browser has signed out after the deletion started: end the server session too. A session
// that is still good means the account was not deleted (its tokens would have been revoked).
export async function action({ request }: Route.ActionArgs) {
  if (await getSessionUser(request)) return redirect('/u/account');
  return redirect(DELETED_NOTICE_PATH, { headers: endSession(request) });
}

// The spaces come from a callable (the browser never reads Firestore), after the guard above.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [, functions] = await Promise.all([serverLoader(), signedInFunctions()]);
  const { spaces } = await load(functions, listMySpaces, {});
  return {
    spaces: spaces.map(({ spaceId, slug, displayName }) => ({ spaceId, slug, displayName })),
  };
}
clientLoader.hydrate = true as const;

export { LoadErrorBoundary as ErrorBoundary } from '../../components/ui/load-failed';

/** Before the spaces load, and all there is without JavaScript: what the page is, and why not. */
export function HydrateFallback() {
  const t = useT('accountDeletion');
  const ui = useT('ui');
  return (
    <div className="space-y-6">
      <SettingsHeading title={t('title')} />
      <p className="max-w-2xl text-sm text-fg-soft">{t('intro')}</p>
      <NoScriptNote>{t('needsScript')}</NoScriptNote>
      <p className="text-sm text-fg-muted noscript:hidden" role="status">
        {ui('loading')}
      </p>
    </div>
  );
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const t = useT('accountDeletion');
  const authT = useT('auth');
  const lang = useLang();
  const submit = useSubmit();
  const openDialog = useDeleteAccountDialog();
  const { spaces } = loaderData;

  /** Re-authenticates, then asks the server to delete: a message when either fails. */
  async function run(password: string): Promise<string | undefined> {
    const { auth } = browserFirebase();
    const user = auth.currentUser;
    if (!user?.email) return authT('errorSession');
    try {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    } catch (error) {
      return authT(authErrorKey(error));
    }
    try {
      await callSignedIn(deleteAccount, {});
      return undefined;
    } catch (error) {
      return callErrorMessage(lang, toCallError(error)).message;
    }
  }

  async function start() {
    if (!(await openDialog({ spaceCount: spaces.length, run }))) return;
    await signOut(browserFirebase().auth).catch(() => undefined);
    await submit(null, { method: 'post' });
  }

  return (
    <div className="space-y-6">
      <SettingsHeading title={t('title')} />
      <p className="max-w-2xl text-sm text-fg-soft">{t('intro')}</p>
      {spaces.length > 0 && (
        <section aria-labelledby="export-heading" className="max-w-2xl space-y-3">
          <h2 id="export-heading" className="font-semibold text-fg">
            {t('exportHeading')}
          </h2>
          <p className="text-sm text-fg-muted">{t('exportIntro')}</p>
          {spaces.map((space) => (
            <ExportCard key={space.spaceId} slug={space.slug} title={space.displayName} />
          ))}
        </section>
      )}
      <section className="max-w-2xl space-y-4 rounded-lg border border-line bg-surface p-6">
        <div className="space-y-2">
          <h2 className="font-semibold text-fg">{t('spacesHeading')}</h2>
          {spaces.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('noSpaces')}</p>
          ) : (
            <ul className="divide-y divide-line" aria-label={t('spacesHeading')}>
              {spaces.map((space) => (
                <li key={space.spaceId} className="py-2">
                  <p className="font-medium break-words text-fg">{space.displayName}</p>
                  <p className="text-sm break-all text-fg-subtle">/{space.slug}</p>
                </li>
              ))}
            </ul>
          )}
          {spaces.length > 0 && <p className="text-sm text-fg-muted">{t('spaceContents')}</p>}
        </div>
        <div className="space-y-2">
          <h2 className="font-semibold text-fg">{t('accountHeading')}</h2>
          <p className="text-sm text-fg-muted">{t('accountItems')}</p>
        </div>
        <p className="text-sm text-fg-soft">{t('after')}</p>
        <Button color="error" onClick={start}>
          {t('deleteButton')}
        </Button>
      </section>
    </div>
  );
}
