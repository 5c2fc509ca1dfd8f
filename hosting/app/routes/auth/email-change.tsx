// /a/email-change: where the e-mail change links land (through /a/action). `verifyAndChangeEmail`
// (sent to the new address) completes a change asked for at /u/email; `recoverEmail` (sent to the
// old address by Firebase Auth) undoes one, and offers a password reset at once. Signed in on this
// browser, the session is renewed with the new address and the server tells the old one.
import { syncAccountEmail } from '@spaces/contracts';
import { applyActionCode, checkActionCode, sendPasswordResetEmail } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { NoScriptNote } from '../../components/ui/noscript-note';
import { useT } from '../../i18n/use-t';
import { call } from '../../lib/call';
import { browserFirebase } from '../../lib/firebase.client';
import { titleMeta } from '../../lib/page-title';
import type { Route } from './+types/email-change';
import { authErrorKey, MIN_PASSWORD_LENGTH, type AuthErrorKey } from '../../lib/auth/auth-errors';
import { FormAlert } from '../../components/form/form-alert';
import { exchangeSession } from '../../lib/auth/session-client';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'settings', 'changeTitle');

type Mode = 'verifyAndChangeEmail' | 'recoverEmail';

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const mode: Mode =
    params.get('mode') === 'recoverEmail' ? 'recoverEmail' : 'verifyAndChangeEmail';
  return { mode, oobCode: params.get('oobCode') };
}

type Status =
  | { state: 'applying' }
  | { state: 'done'; email: string; signedIn: boolean }
  | { state: 'failed'; error: AuthErrorKey };

/** Applies the code; answers the account's address afterwards and whether this browser is in. */
async function apply(mode: Mode, oobCode: string): Promise<{ email: string; signedIn: boolean }> {
  const { auth, functions } = browserFirebase();
  const info = await checkActionCode(auth, oobCode);
  await applyActionCode(auth, oobCode);
  const restored = info.data.email ?? '';
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return { email: restored, signedIn: false };
  try {
    // Renew the token and the session so they carry the new address (Auth may instead have
    // ended every session on the change: then sign in again).
    await user.reload();
    await exchangeSession(user, true);
    if (mode === 'verifyAndChangeEmail') await call(functions, syncAccountEmail, {});
    return { email: user.email ?? restored, signedIn: true };
  } catch {
    return { email: restored, signedIn: false };
  }
}

export default function EmailChange({ loaderData }: Route.ComponentProps) {
  const t = useT('settings');
  const auth = useT('auth');
  const { mode, oobCode } = loaderData;
  const [status, setStatus] = useState<Status>(
    oobCode ? { state: 'applying' } : { state: 'failed', error: 'errorActionCode' },
  );

  useEffect(() => {
    if (!oobCode) return;
    let live = true;
    apply(mode, oobCode).then(
      (done) => live && setStatus({ state: 'done', ...done }),
      (failure: unknown) => live && setStatus({ state: 'failed', error: authErrorKey(failure) }),
    );
    return () => {
      live = false;
    };
  }, [mode, oobCode]);

  const recovering = mode === 'recoverEmail';
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-fg">
        {recovering ? t('recoverTitle') : t('changeTitle')}
      </h1>
      {status.state === 'applying' && (
        <>
          <p className="text-sm text-fg-soft" role="status">
            {recovering ? t('recoverApplying') : t('changeApplying')}
          </p>
          <NoScriptNote>{t('changeNoScript')}</NoScriptNote>
        </>
      )}
      {status.state === 'failed' && (
        <FormAlert tone="error">{auth(status.error, { min: MIN_PASSWORD_LENGTH })}</FormAlert>
      )}
      {status.state === 'done' && recovering && <Recovered email={status.email} />}
      {status.state === 'done' && !recovering && (
        <>
          <FormAlert tone="success">
            {status.signedIn ? t('changeDone', { email: status.email }) : t('changeDoneSignIn')}
          </FormAlert>
          {/* A full load, so every loader sees the renewed session cookie. */}
          <ButtonLink to={status.signedIn ? '/u' : '/a/signin'} reloadDocument block size="lg">
            {status.signedIn ? t('changeContinue') : t('signIn')}
          </ButtonLink>
        </>
      )}
    </div>
  );
}

function Recovered({ email }: { email: string }) {
  const t = useT('settings');
  const auth = useT('auth');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<AuthErrorKey | null>(null);

  async function reset() {
    setError(null);
    try {
      await sendPasswordResetEmail(browserFirebase().auth, email);
      setSent(true);
    } catch (failure) {
      setError(authErrorKey(failure));
    }
  }

  return (
    <>
      <FormAlert tone="success">{t('recoverDone', { email })}</FormAlert>
      {sent && <FormAlert tone="success">{t('recoverResetSent', { email })}</FormAlert>}
      {error && <FormAlert tone="error">{auth(error, { min: MIN_PASSWORD_LENGTH })}</FormAlert>}
      <Button onClick={reset} block size="lg" disabled={sent}>
        {t('recoverReset')}
      </Button>
    </>
  );
}
