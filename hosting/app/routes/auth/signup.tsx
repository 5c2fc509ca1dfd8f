// /a/signup (guests only): creates the account, sends the verification e-mail, starts the
// session and continues to /a/verify-email.
import { createUserWithEmailAndPassword, sendEmailVerification } from 'firebase/auth';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t';
import { browserFirebase } from '../../lib/firebase.client';
import { titleMeta } from '../../lib/page-title';
import { requireGuest } from '../../lib/session.server';
import { safeRedirect } from '../../lib/safe-redirect';
import { TextLink } from './text-link';
import type { Route } from './+types/signup';
import { AFTER_SIGN_UP, exchangeSession } from '../../lib/auth/session-client';
import { PasswordForm } from './password-form';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'auth', 'signupTitle');

export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request);
  return { next: safeRedirect(new URL(request.url).searchParams.get('next'), AFTER_SIGN_UP) };
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const t = useT('auth');
  const navigate = useNavigate();

  async function signUp(email: string, password: string) {
    const { auth } = browserFirebase();
    const { user } = await createUserWithEmailAndPassword(auth, email, password);
    await exchangeSession(user);
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
      onSubmit={signUp}
      beforeSubmit={<p className="text-xs text-fg-subtle">{t('signupTermsNote')}</p>}
    >
      <p className="text-sm text-fg-muted">
        {t('signupHasAccount')} <TextLink to="/a/signin">{t('signupToSignin')}</TextLink>
      </p>
    </PasswordForm>
  );
}
