// /a/signup (guests only): creates the account, sends the verification e-mail, starts the
// session and continues to /a/verify-email.
import { createUserWithEmailAndPassword, sendEmailVerification, type User } from 'firebase/auth';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t';
import { titleMeta } from '../../lib/page-title';
import { guestLoader } from '../../lib/session.server';
import { TextLink } from './text-link';
import type { Route } from './+types/signup';
import { AFTER_SIGN_UP } from '../../lib/auth/session-client';
import { PasswordForm } from './password-form';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'auth', 'signupTitle');

export const loader = guestLoader(AFTER_SIGN_UP);

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const t = useT('auth');
  const navigate = useNavigate();

  async function verifyFirst(user: User) {
    // The account exists now: if this e-mail fails, the verify page offers to resend it.
    await sendEmailVerification(user).catch(() => undefined);
    const next = new URLSearchParams({ next: loaderData.next }).toString();
    await navigate(`/a/verify-email?${next}`, { replace: true });
  }

  return (
    <PasswordForm
      kind="new"
      title="signupTitle"
      submit="signupSubmit"
      next={loaderData.next}
      account={createUserWithEmailAndPassword}
      onSignedIn={verifyFirst}
      beforeSubmit={<p className="text-xs text-fg-subtle">{t('signupTermsNote')}</p>}
    >
      <p className="text-sm text-fg-muted">
        {t('signupHasAccount')} <TextLink to="/a/signin">{t('signupToSignin')}</TextLink>
      </p>
    </PasswordForm>
  );
}
