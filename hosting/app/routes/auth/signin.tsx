// /a/signin (guests only): Firebase Auth signs in, the ID token becomes the session cookie, and
// the person returns to where they were going (`next`, a local path) or to /u.
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t';
import { browserFirebase } from '../../lib/firebase.client';
import { titleMeta } from '../../lib/page-title';
import { requireGuest } from '../../lib/session.server';
import { safeRedirect } from '../../lib/safe-redirect';
import { TextLink } from './text-link';
import type { Route } from './+types/signin';
import { exchangeSession } from '../../lib/auth/session-client';
import { PasswordForm } from './password-form';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'auth', 'signinTitle');

export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request);
  return { next: safeRedirect(new URL(request.url).searchParams.get('next'), '/u') };
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const t = useT('auth');
  const navigate = useNavigate();

  async function signIn(email: string, password: string) {
    const { auth } = browserFirebase();
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    await exchangeSession(user);
    await navigate(loaderData.next, { replace: true });
  }

  const withNext = (path: string) =>
    loaderData.next === '/u'
      ? path
      : `${path}?${new URLSearchParams({ next: loaderData.next }).toString()}`;

  return (
    <PasswordForm
      kind="existing"
      title="signinTitle"
      submit="signinSubmit"
      next={loaderData.next}
      onSubmit={signIn}
    >
      <div className="space-y-1 text-sm text-fg-muted">
        <p>
          <TextLink to="/a/reset-password">{t('forgotPassword')}</TextLink>
        </p>
        <p>
          {t('signinNoAccount')}{' '}
          <TextLink to={withNext('/a/signup')}>{t('signinToSignup')}</TextLink>
        </p>
      </div>
    </PasswordForm>
  );
}
