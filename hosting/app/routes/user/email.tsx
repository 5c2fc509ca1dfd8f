// /u/email (signed-in only): a new address, confirmed by the link the Auth SDK sends to it
// (verifyBeforeUpdateEmail, after re-authenticating with the current password). The link opens
// /a/email-change, which completes the change; the server then tells the previous address
// (syncAccountEmail, which this page also runs on load so the current address is on record).
import { syncAccountEmail } from '@spaces/contracts';
import { verifyBeforeUpdateEmail } from 'firebase/auth';
import { useState } from 'react';
import { TextField } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';
import { load } from '../../lib/call';
import { signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { signedInEmailLoader } from '../../lib/session.server';
import { emailProblem, passwordProblem, type FieldRuleKey } from '../../lib/auth/field-rules';
import { FormAlert } from '../../components/form/form-alert';
import { AccountForm, PasswordField } from '../../forms/account-form';
import type { Route } from './+types/email';
import { reauthenticate } from './reauth';
import { settingsAuthMessage } from './settings-errors';
import { SettingsPage } from './settings-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'settings', 'emailTitle');

export const loader = signedInEmailLoader;

// The Auth record's address, which the session cookie may hold an older copy of.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [session, functions] = await Promise.all([serverLoader(), signedInFunctions()]);
  const { email } = await load(functions, syncAccountEmail, {});
  return { email: email ?? session.email };
}
clientLoader.hydrate = true as const;

export { LoadErrorBoundary as ErrorBoundary } from '../../components/ui/load-failed';

export { RouteFallback as HydrateFallback } from '../../components/site/route-fallback';

interface FieldErrors {
  email?: FieldRuleKey | 'errorSameEmail';
  password?: FieldRuleKey;
}

export default function EmailPage({ loaderData }: Route.ComponentProps) {
  const t = useT('settings');
  const auth = useT('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send() {
    setError(null);
    const next = email.trim();
    const broken: FieldErrors = {};
    const problem = emailProblem(next);
    if (problem) broken.email = problem;
    else if (next.toLowerCase() === loaderData.email.toLowerCase()) broken.email = 'errorSameEmail';
    const passwordMissing = passwordProblem(password);
    if (passwordMissing) broken.password = passwordMissing;
    setFieldErrors(broken);
    if (Object.keys(broken).length > 0) return;
    try {
      const user = await reauthenticate(password);
      await verifyBeforeUpdateEmail(user, next);
      setSentTo(next);
      setEmail('');
      setPassword('');
    } catch (failure) {
      setError(settingsAuthMessage(failure, auth, t));
    }
  }

  const fieldMessage = (key: FieldErrors['email']) =>
    key === 'errorSameEmail' ? t(key) : key && auth(key);

  return (
    <SettingsPage title={t('emailTitle')} intro={t('emailIntro')}>
      <p className="text-sm text-fg-soft">{t('emailCurrent', { email: loaderData.email })}</p>
      {sentTo && <FormAlert tone="success">{t('emailSent', { email: sentTo })}</FormAlert>}
      <AccountForm
        label={t('emailTitle')}
        error={error}
        scriptNote={t('needsScript')}
        submit={t('emailSubmit')}
        onSubmit={send}
      >
        <TextField
          label={t('newEmail')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={fieldMessage(fieldErrors.email)}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          isNew={false}
          label={t('currentPassword')}
          name="password"
          hint={t('currentPasswordHint')}
          error={fieldErrors.password && auth(fieldErrors.password)}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </AccountForm>
    </SettingsPage>
  );
}
