// /a/reset-password: asks for the e-mail and sends the reset link; opened from that link
// (mode=resetPassword&oobCode=…) it checks the code and sets the new password.
import {
  confirmPasswordReset,
  sendPasswordResetEmail,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { browserFirebase } from '../../lib/firebase.client';
import { titleMeta } from '../../lib/page-title';
import { TextLink } from './text-link';
import type { Route } from './+types/reset-password';
import { authErrorKey, MIN_PASSWORD_LENGTH, type AuthErrorKey } from '../../lib/auth/auth-errors';
import { NoScriptNote } from '../../components/ui/noscript-note';
import { EmailField } from './email-field';
import { emailProblem, passwordProblem, type FieldRuleKey } from '../../lib/auth/field-rules';
import { FormAlert } from '../../components/form/form-alert';
import { AccountForm, PasswordField } from '../../forms/account-form';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'auth', 'resetTitle');

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { oobCode: params.get('mode') === 'resetPassword' ? params.get('oobCode') : null };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return loaderData.oobCode ? <ChooseNew oobCode={loaderData.oobCode} /> : <RequestLink />;
}

function BackToSignIn() {
  const t = useT('auth');
  return (
    <p className="text-sm">
      <TextLink to="/a/signin">{t('backToSignin')}</TextLink>
    </p>
  );
}

function RequestLink() {
  const t = useT('auth');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [emailError, setEmailError] = useState<FieldRuleKey | undefined>();

  async function send() {
    setError(null);
    const problem = emailProblem(email);
    setEmailError(problem);
    if (problem) return;
    try {
      await sendPasswordResetEmail(browserFirebase().auth, email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      const key = authErrorKey(failure);
      // Saying "no such account" would tell strangers who has one.
      if (key === 'errorWrongCredentials') setSentTo(email.trim());
      else setError(key);
    }
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-fg">{t('resetTitle')}</h1>
      {sentTo ? (
        <FormAlert tone="success">{t('resetSent', { email: sentTo })}</FormAlert>
      ) : (
        <p className="text-sm text-fg-soft">{t('resetIntro')}</p>
      )}
      <AccountForm
        label={t('resetTitle')}
        error={error && t(error, { min: MIN_PASSWORD_LENGTH })}
        scriptNote={t('noscript')}
        submit={t('resetSubmit')}
        large
        onSubmit={send}
      >
        <EmailField value={email} onChange={setEmail} error={emailError && t(emailError)} />
      </AccountForm>
      <BackToSignIn />
    </div>
  );
}

type CodeState =
  | { state: 'checking' }
  | { state: 'ready'; email: string }
  | { state: 'done' }
  | { state: 'invalid' };

function ChooseNew({ oobCode }: { oobCode: string }) {
  const t = useT('auth');
  const [code, setCode] = useState<CodeState>({ state: 'checking' });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [passwordError, setPasswordError] = useState<FieldRuleKey | undefined>();

  useEffect(() => {
    let live = true;
    verifyPasswordResetCode(browserFirebase().auth, oobCode).then(
      (email) => live && setCode({ state: 'ready', email }),
      () => live && setCode({ state: 'invalid' }),
    );
    return () => {
      live = false;
    };
  }, [oobCode]);

  async function save() {
    setError(null);
    const problem = passwordProblem(password, MIN_PASSWORD_LENGTH);
    setPasswordError(problem);
    if (problem) return;
    try {
      await confirmPasswordReset(browserFirebase().auth, oobCode, password);
      setCode({ state: 'done' });
    } catch (failure) {
      setError(authErrorKey(failure));
    }
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-fg">{t('resetChooseTitle')}</h1>
      {code.state === 'checking' && (
        <>
          <p className="text-sm text-fg-soft">{t('resetChecking')}</p>
          {/* The link is checked by the web SDK: without JavaScript, say so instead of waiting. */}
          <NoScriptNote>{t('noscript')}</NoScriptNote>
        </>
      )}
      {code.state === 'invalid' && <FormAlert tone="error">{t('errorActionCode')}</FormAlert>}
      {code.state === 'done' && <FormAlert tone="success">{t('resetDone')}</FormAlert>}
      {code.state === 'ready' && (
        <>
          <p className="text-sm text-fg-soft">{t('resetFor', { email: code.email })}</p>
          <AccountForm
            label={t('resetChooseTitle')}
            error={error && t(error, { min: MIN_PASSWORD_LENGTH })}
            scriptNote={t('noscript')}
            submit={t('resetSave')}
            large
            onSubmit={save}
          >
            <PasswordField
              isNew
              label={t('newPassword')}
              name="password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              hint={t('passwordHint', { min: MIN_PASSWORD_LENGTH })}
              error={passwordError && t(passwordError, { min: MIN_PASSWORD_LENGTH })}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </AccountForm>
        </>
      )}
      <BackToSignIn />
    </div>
  );
}
