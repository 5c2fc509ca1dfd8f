// /a/signup (guests only): creates the account, sends the verification e-mail, starts the
// session and continues to /a/verify-email.
import { createUserWithEmailAndPassword, sendEmailVerification } from 'firebase/auth';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AsyncForm } from '../../components/ui/async-form';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';
import { browserFirebase } from '../../lib/firebase.client';
import { titleMeta } from '../../lib/page-title';
import { requireGuest } from '../../lib/session.server';
import { safeRedirect } from '../../lib/safe-redirect';
import type { Route } from './+types/signup';
import { authErrorKey, MIN_PASSWORD_LENGTH, type AuthErrorKey } from '../../lib/auth/auth-errors';
import { EmailField } from './email-field';
import { accountFieldErrors, type AccountFieldErrors } from '../../lib/auth/field-rules';
import { FormAlert } from '../../components/form/form-alert';
import { ProviderSignIn } from '../../components/auth/provider-sign-in';
import { AFTER_SIGN_UP, exchangeSession } from '../../lib/auth/session-client';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'auth', 'signupTitle');

export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request);
  return { next: safeRedirect(new URL(request.url).searchParams.get('next'), AFTER_SIGN_UP) };
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const t = useT('auth');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<AuthErrorKey | 'errorCheckFields' | null>(null);
  const [fieldErrors, setFieldErrors] = useState<AccountFieldErrors>({});

  async function signUp() {
    setError(null);
    // Every broken rule at once, each under its own field; the alert only points to them.
    const broken = accountFieldErrors({ email, password, minPasswordLength: MIN_PASSWORD_LENGTH });
    setFieldErrors(broken);
    if (Object.keys(broken).length > 0) {
      setError('errorCheckFields');
      return;
    }
    try {
      const { auth } = browserFirebase();
      const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
      await exchangeSession(user);
      // The account exists now: if this e-mail fails, the verify page offers to resend it.
      await sendEmailVerification(user).catch(() => undefined);
      const next = new URLSearchParams({ next: loaderData.next }).toString();
      await navigate(`/a/verify-email?${next}`, { replace: true });
    } catch (failure) {
      setError(authErrorKey(failure));
    }
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-fg">{t('signupTitle')}</h1>
      {error && <FormAlert tone="error">{t(error, { min: MIN_PASSWORD_LENGTH })}</FormAlert>}
      <ProviderSignIn next={loaderData.next} />
      <AsyncForm
        onSubmit={signUp}
        className="space-y-4"
        aria-label={t('signupTitle')}
        noValidate
        scriptNote={t('noscript')}
      >
        <EmailField
          value={email}
          onChange={setEmail}
          error={fieldErrors.email && t(fieldErrors.email)}
        />
        <TextField
          label={t('password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={t('passwordHint', { min: MIN_PASSWORD_LENGTH })}
          error={fieldErrors.password && t(fieldErrors.password, { min: MIN_PASSWORD_LENGTH })}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p className="text-xs text-fg-subtle">{t('signupTermsNote')}</p>
        <Button type="submit" block size="lg">
          {t('signupSubmit')}
        </Button>
      </AsyncForm>
      <p className="text-sm text-fg-muted">
        {t('signupHasAccount')}{' '}
        <Link
          to="/a/signin"
          className="text-accent-strong underline underline-offset-2 hover:no-underline"
        >
          {t('signupToSignin')}
        </Link>
      </p>
    </div>
  );
}
