// /a/signin (guests only): Firebase Auth signs in, the ID token becomes the session cookie, and
// the person returns to where they were going (`next`, a local path) or to /u.
import { signInWithEmailAndPassword } from 'firebase/auth';
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
import type { Route } from './+types/signin';
import { authErrorKey, MIN_PASSWORD_LENGTH, type AuthErrorKey } from '../../lib/auth/auth-errors';
import { EmailField } from './email-field';
import { accountFieldErrors, type AccountFieldErrors } from '../../lib/auth/field-rules';
import { FormAlert } from '../../components/form/form-alert';
import { ProviderSignIn } from '../../components/auth/provider-sign-in';
import { exchangeSession } from '../../lib/auth/session-client';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'auth', 'signinTitle');

export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request);
  return { next: safeRedirect(new URL(request.url).searchParams.get('next'), '/u') };
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const t = useT('auth');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<AuthErrorKey | 'errorCheckFields' | null>(null);
  const [fieldErrors, setFieldErrors] = useState<AccountFieldErrors>({});

  async function signIn() {
    setError(null);
    const broken = accountFieldErrors({ email, password });
    setFieldErrors(broken);
    if (Object.keys(broken).length > 0) {
      setError('errorCheckFields');
      return;
    }
    try {
      const { auth } = browserFirebase();
      const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
      await exchangeSession(user);
      await navigate(loaderData.next, { replace: true });
    } catch (failure) {
      setError(authErrorKey(failure));
    }
  }

  const withNext = (path: string) =>
    loaderData.next === '/u'
      ? path
      : `${path}?${new URLSearchParams({ next: loaderData.next }).toString()}`;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-fg">{t('signinTitle')}</h1>
      {error && <FormAlert tone="error">{t(error, { min: MIN_PASSWORD_LENGTH })}</FormAlert>}
      <ProviderSignIn next={loaderData.next} />
      <AsyncForm
        onSubmit={signIn}
        className="space-y-4"
        aria-label={t('signinTitle')}
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
          autoComplete="current-password"
          required
          error={fieldErrors.password && t(fieldErrors.password)}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" block size="lg">
          {t('signinSubmit')}
        </Button>
      </AsyncForm>
      <div className="space-y-1 text-sm text-fg-muted">
        <p>
          <Link
            to="/a/reset-password"
            className="text-accent-strong underline underline-offset-2 hover:no-underline"
          >
            {t('forgotPassword')}
          </Link>
        </p>
        <p>
          {t('signinNoAccount')}{' '}
          <Link
            to={withNext('/a/signup')}
            className="text-accent-strong underline underline-offset-2 hover:no-underline"
          >
            {t('signinToSignup')}
          </Link>
        </p>
      </div>
    </div>
  );
}
