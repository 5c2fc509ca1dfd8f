// /a/signin (guests only): Firebase Auth signs in, the ID token becomes the session cookie, and
// the person returns to where they were going (`next`, a local path) or to /u.
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t';
import { titleMeta } from '../../lib/page-title';
import { guestLoader } from '../../lib/session.server';
import { TextLink } from './text-link';
import type { Route } from './+types/signin';
import { PasswordForm } from './password-form';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'auth', 'signinTitle');

export const loader = guestLoader('/u');

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const t = useT('auth');
  const navigate = useNavigate();

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
      account={signInWithEmailAndPassword}
      onSignedIn={() => navigate(loaderData.next, { replace: true })}
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
