// The sign-in and sign-up pages' one form: the page's heading, the providers' buttons, then an
// e-mail and a password checked in the browser first (every broken rule at once, each under its
// own field; the alert only points to them), and Firebase Auth's refusal, in the page's words, if
// the account call fails. The form makes the call — sign in, or create the account: the page's
// choice — and starts the session; where the person goes then is the page's.
import type { Auth, User, UserCredential } from 'firebase/auth';
import { useState, type ReactNode } from 'react';
import { FormAlert } from '../../components/form/form-alert';
import { AccountForm, PasswordField } from '../../forms/account-form';
import { ProviderSignIn } from '../../components/auth/provider-sign-in';
import type { MessageKey } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';
import { authErrorKey, MIN_PASSWORD_LENGTH, type AuthErrorKey } from '../../lib/auth/auth-errors';
import { exchangeSession } from '../../lib/auth/session-client';
import { browserFirebase } from '../../lib/firebase.client';
import { accountFieldErrors, type AccountFieldErrors } from '../../lib/auth/field-rules';
import { EmailField } from './email-field';

export function PasswordForm({
  kind,
  title,
  submit,
  next,
  account,
  onSignedIn,
  beforeSubmit,
  children,
}: {
  /** A new account's password has rules (and says them); an existing one's is only required. */
  kind: 'existing' | 'new';
  title: MessageKey<'auth'>;
  submit: MessageKey<'auth'>;
  /** Where the providers' sign-in returns to. */
  next: string;
  /** Firebase Auth's call with the checked e-mail (trimmed) and password; a throw is shown. */
  account: (auth: Auth, email: string, password: string) => Promise<UserCredential>;
  /** Once the session has started: where the page goes on (a throw is shown). */
  onSignedIn: (user: User) => Promise<void> | void;
  /** Shown above the submit button (a note on the terms). */
  beforeSubmit?: ReactNode;
  /** Shown under the form (links to the other pages). */
  children?: ReactNode;
}) {
  const t = useT('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<AuthErrorKey | 'errorCheckFields' | null>(null);
  const [fieldErrors, setFieldErrors] = useState<AccountFieldErrors>({});
  const isNew = kind === 'new';

  async function submitForm() {
    setError(null);
    const broken = accountFieldErrors({
      email,
      password,
      ...(isNew && { minPasswordLength: MIN_PASSWORD_LENGTH }),
    });
    setFieldErrors(broken);
    if (Object.keys(broken).length > 0) {
      setError('errorCheckFields');
      return;
    }
    try {
      const { user } = await account(browserFirebase().auth, email.trim(), password);
      await exchangeSession(user);
      await onSignedIn(user);
    } catch (failure) {
      setError(authErrorKey(failure));
    }
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-fg">{t(title)}</h1>
      {error && <FormAlert tone="error">{t(error, { min: MIN_PASSWORD_LENGTH })}</FormAlert>}
      <ProviderSignIn next={next} />
      <AccountForm
        label={t(title)}
        scriptNote={t('noscript')}
        submit={t(submit)}
        large
        onSubmit={submitForm}
      >
        <EmailField
          value={email}
          onChange={setEmail}
          error={fieldErrors.email && t(fieldErrors.email)}
        />
        <PasswordField
          isNew={isNew}
          label={t('password')}
          name="password"
          required
          minLength={isNew ? MIN_PASSWORD_LENGTH : undefined}
          hint={isNew ? t('passwordHint', { min: MIN_PASSWORD_LENGTH }) : undefined}
          error={fieldErrors.password && t(fieldErrors.password, { min: MIN_PASSWORD_LENGTH })}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {beforeSubmit}
      </AccountForm>
      {children}
    </div>
  );
}
