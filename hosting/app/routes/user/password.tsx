// /u/password (signed-in only): re-authenticate with the current password, set the new one, then
// sign out everywhere (revokeSessions: other browsers' sessions stop at their next request) and
// sign this browser in afresh with the new password, so it gets a session minted after that.
import { revokeSessions } from '@spaces/contracts';
import { signInWithEmailAndPassword, updatePassword } from 'firebase/auth';
import { useState } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { browserFirebase } from '../../lib/firebase.client';
import { callSignedIn } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { signedInLoader } from '../../lib/session.server';
import { MIN_PASSWORD_LENGTH } from '../../lib/auth/auth-errors';
import { passwordProblem, type FieldRuleKey } from '../../lib/auth/field-rules';
import { FormAlert } from '../../components/form/form-alert';
import { AccountForm, PasswordField } from '../../forms/account-form';
import { exchangeSession } from '../../lib/auth/session-client';
import type { Route } from './+types/password';
import { reauthenticate } from './reauth';
import { settingsAuthMessage } from './settings-errors';
import { SettingsPage } from './settings-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'settings', 'passwordTitle');

export const loader = signedInLoader;

type Problem = FieldRuleKey | 'errorPasswordMismatch' | 'errorSamePassword';
type Field = 'current' | 'next' | 'again';

type Outcome =
  { state: 'done' } | { state: 'sign-in-again' } | { state: 'failed'; message: string };

export default function PasswordPage() {
  const t = useT('settings');
  const auth = useT('auth');
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', again: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function check(): Partial<Record<Field, Problem>> {
    const found: Partial<Record<Field, Problem>> = {};
    const current = passwordProblem(values.current);
    if (current) found.current = current;
    const next = passwordProblem(values.next, MIN_PASSWORD_LENGTH);
    if (next) found.next = next;
    else if (values.next === values.current) found.next = 'errorSamePassword';
    if (!next && values.again !== values.next) found.again = 'errorPasswordMismatch';
    return found;
  }

  async function change() {
    setOutcome(null);
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    let user;
    try {
      user = await reauthenticate(values.current);
      await updatePassword(user, values.next);
    } catch (failure) {
      setOutcome({ state: 'failed', message: settingsAuthMessage(failure, auth, t) });
      return;
    }
    try {
      await callSignedIn(revokeSessions, {});
      // Every token so far is revoked, this browser's too: sign in again for a fresh session.
      const { user: fresh } = await signInWithEmailAndPassword(
        browserFirebase().auth,
        user.email ?? '',
        values.next,
      );
      await exchangeSession(fresh);
      setOutcome({ state: 'done' });
    } catch {
      setOutcome({ state: 'sign-in-again' });
    }
    setValues({ current: '', next: '', again: '' });
  }

  const message = (problem: Problem | undefined) =>
    problem === 'errorPasswordMismatch' || problem === 'errorSamePassword'
      ? t(problem)
      : problem && auth(problem, { min: MIN_PASSWORD_LENGTH });

  const field = (name: Field) => ({
    value: values[name],
    error: message(problems[name]),
    onChange: (event: { target: { value: string } }) =>
      setValues((before) => ({ ...before, [name]: event.target.value })),
  });

  return (
    <SettingsPage title={t('passwordTitle')} intro={t('passwordIntro')}>
      {outcome?.state === 'done' && <FormAlert tone="success">{t('passwordDone')}</FormAlert>}
      {outcome?.state === 'failed' && <FormAlert tone="error">{outcome.message}</FormAlert>}
      {outcome?.state === 'sign-in-again' && (
        <>
          <FormAlert tone="error">{t('passwordSignInAgain')}</FormAlert>
          <ButtonLink to="/u/logout?next=%2Fu%2Fpassword" variant="outline" color="neutral">
            {t('signIn')}
          </ButtonLink>
        </>
      )}
      <AccountForm
        label={t('passwordTitle')}
        scriptNote={t('needsScript')}
        submit={t('passwordSubmit')}
        onSubmit={change}
      >
        <PasswordField
          isNew={false}
          label={t('currentPassword')}
          name="current-password"
          {...field('current')}
        />
        <PasswordField
          isNew
          label={auth('newPassword')}
          name="new-password"
          hint={auth('passwordHint', { min: MIN_PASSWORD_LENGTH })}
          {...field('next')}
        />
        <PasswordField
          isNew
          label={t('newPasswordConfirm')}
          name="new-password-again"
          {...field('again')}
        />
      </AccountForm>
    </SettingsPage>
  );
}
