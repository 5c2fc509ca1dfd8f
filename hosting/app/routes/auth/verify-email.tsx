// /a/verify-email: after sign-up it offers to resend the e-mail; opened from the e-mail's action
// link (mode=verifyEmail&oobCode=…) it applies the code and refreshes the session, so the server
// and the callables see the verified address.
import { applyActionCode, sendEmailVerification } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { NoScriptNote } from '../../components/ui/noscript-note';
import { useToast } from '../../components/ui/toast';
import { useT } from '../../i18n/use-t';
import { browserFirebase } from '../../lib/firebase.client';
import { signedInUser } from '../../lib/auth/signed-in-user';
import { titleMeta } from '../../lib/page-title';
import { getSessionUser } from '../../lib/session.server';
import { safeRedirect } from '../../lib/safe-redirect';
import { TextLink } from './text-link';
import type { Route } from './+types/verify-email';
import { authErrorKey, MIN_PASSWORD_LENGTH, type AuthErrorKey } from '../../lib/auth/auth-errors';
import { FormAlert } from '../../components/form/form-alert';
import { AFTER_SIGN_UP, refreshVerifiedSession } from '../../lib/auth/session-client';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'auth', 'verifyTitle');

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const user = await getSessionUser(request);
  return {
    email: user?.email ?? null,
    verified: user?.emailVerified ?? false,
    oobCode: params.get('mode') === 'verifyEmail' ? params.get('oobCode') : null,
    next: safeRedirect(params.get('next') ?? params.get('continueUrl'), AFTER_SIGN_UP),
  };
}

/** How often, and how far apart, "I have verified it" looks before it says not yet (about 8 s). */
const VERIFY_CHECKS = 5;
const VERIFY_CHECK_INTERVAL_MS = 2000;

type Applying =
  { state: 'applying' } | { state: 'done' } | { state: 'failed'; error: AuthErrorKey };

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const t = useT('auth');
  const { email, verified, oobCode, next } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-fg">{t('verifyTitle')}</h1>
      {oobCode ? (
        <ApplyCode oobCode={oobCode} next={next} />
      ) : verified ? (
        <>
          <FormAlert tone="success">{t('verifyAlready')}</FormAlert>
          <ButtonLink to={next} block size="lg">
            {t('verifyContinue')}
          </ButtonLink>
        </>
      ) : email ? (
        <Pending email={email} next={next} />
      ) : (
        <p className="text-sm text-fg-soft">
          {t('verifySignInFirst')}{' '}
          <TextLink to="/a/signin?next=%2Fa%2Fverify-email">{t('signinTitle')}</TextLink>
        </p>
      )}
    </div>
  );
}

function ApplyCode({ oobCode, next }: { oobCode: string; next: string }) {
  const t = useT('auth');
  const [status, setStatus] = useState<Applying>({ state: 'applying' });

  useEffect(() => {
    let live = true;
    async function apply() {
      try {
        const { auth } = browserFirebase();
        await applyActionCode(auth, oobCode);
        await auth.authStateReady();
        // Signed in on this browser: re-mint the session so the server sees the verified claim.
        if (auth.currentUser) await refreshVerifiedSession(auth.currentUser);
        if (live) setStatus({ state: 'done' });
      } catch (failure) {
        if (live) setStatus({ state: 'failed', error: authErrorKey(failure) });
      }
    }
    void apply();
    return () => {
      live = false;
    };
  }, [oobCode]);

  if (status.state === 'applying')
    return (
      <>
        <p className="text-sm text-fg-soft">{t('verifyApplying')}</p>
        <NoScriptNote>{t('noscript')}</NoScriptNote>
      </>
    );
  if (status.state === 'failed')
    return <FormAlert tone="error">{t(status.error, { min: MIN_PASSWORD_LENGTH })}</FormAlert>;
  return (
    <>
      <FormAlert tone="success">{t('verifyDone')}</FormAlert>
      {/* A full load, so every loader sees the refreshed session cookie. */}
      <ButtonLink to={next} reloadDocument block size="lg">
        {t('verifyContinue')}
      </ButtonLink>
    </>
  );
}

function Pending({ email, next }: { email: string; next: string }) {
  const t = useT('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const [error, setError] = useState<AuthErrorKey | 'verifyNotYet' | null>(null);
  const [checking, setChecking] = useState<'checking' | 'opening' | null>(null);

  async function resend() {
    setError(null);
    try {
      await sendEmailVerification(await signedInUser());
      toast.add({ title: t('verifyResent'), color: 'success' });
    } catch (failure) {
      setError(authErrorKey(failure));
    }
  }

  async function check() {
    setError(null);
    setChecking('checking');
    try {
      const user = await signedInUser();
      // At once, then briefly again: a link opened a moment ago (or on another device) may take
      // a few seconds to show on the account.
      for (let attempt = 0; attempt < VERIFY_CHECKS; attempt += 1) {
        if (attempt > 0) await new Promise((done) => setTimeout(done, VERIFY_CHECK_INTERVAL_MS));
        if (await refreshVerifiedSession(user)) {
          setChecking('opening');
          // Not awaited: the button's work is done; the next page's loading is the page's own.
          void navigate(next, { replace: true });
          return;
        }
      }
      setError('verifyNotYet');
    } catch (failure) {
      setError(authErrorKey(failure));
    }
    setChecking(null);
  }

  return (
    <>
      <p className="text-sm text-fg-soft">{t('verifySent', { email })}</p>
      {error && <FormAlert tone="error">{t(error, { min: MIN_PASSWORD_LENGTH })}</FormAlert>}
      <NoScriptNote>{t('noscript')}</NoScriptNote>
      <p className="text-sm text-fg-muted empty:hidden" role="status">
        {checking === 'checking' && t('verifyChecking')}
        {checking === 'opening' && t('verifyOpening')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={check} loading={checking !== null}>
          {t('verifyCheck')}
        </Button>
        <Button variant="outline" color="neutral" onClick={resend}>
          {t('verifyResend')}
        </Button>
      </div>
      <p className="text-sm text-fg-muted">{t('verifyNoMail')}</p>
    </>
  );
}
