// /u/profile (signed-in only): the account's display name, kept on the Auth record by the
// updateProfile callable (trimmed and checked there too).
import { getAccount, LIMITS, plainTextProblem, updateProfile } from '@spaces/contracts';
import { useState } from 'react';
import { TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { useLang, useT } from '../../i18n/use-t';
import { callErrorMessage } from '../../lib/call-errors';
import { load } from '../../lib/call';
import { toCallError } from '../../lib/call-error';
import { callSignedIn, signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { signedInLoader } from '../../lib/session.server';
import { AccountForm } from '../../forms/account-form';
import type { Route } from './+types/profile';
import { SettingsPage } from './settings-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'settings', 'profileTitle');

export const loader = signedInLoader;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [, functions] = await Promise.all([serverLoader(), signedInFunctions()]);
  const { displayName } = await load(functions, getAccount, {});
  return { displayName: displayName ?? '' };
}
clientLoader.hydrate = true as const;

export { LoadErrorBoundary as ErrorBoundary } from '../../components/ui/load-failed';

export { RouteFallback as HydrateFallback } from '../../components/site/route-fallback';

const MAX = LIMITS.displayNameMaxLength;

type NameProblem = 'errorDisplayNameBlank' | 'errorDisplayNameLong' | 'errorDisplayNameCharacters';

/** The message of a rule the display name broke (the editor's and the server's rules alike). */
function problemOf(rule: string): NameProblem {
  if (rule === 'blank' || rule === 'invisible' || rule === 'required')
    return 'errorDisplayNameBlank';
  if (rule === 'controlCharacter') return 'errorDisplayNameCharacters';
  return 'errorDisplayNameLong';
}

function nameProblem(value: string): NameProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'errorDisplayNameBlank';
  const rule = plainTextProblem(trimmed, 'line');
  if (rule) return problemOf(rule);
  return [...trimmed].length > MAX ? 'errorDisplayNameLong' : undefined;
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const t = useT('settings');
  const lang = useLang();
  const toast = useToast();
  const [name, setName] = useState(loaderData.displayName);
  const [fieldError, setFieldError] = useState<NameProblem | undefined>();
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setError(null);
    const problem = nameProblem(name);
    setFieldError(problem);
    if (problem) return;
    try {
      const { displayName } = await callSignedIn(updateProfile, {
        displayName: name,
      });
      setName(displayName);
      toast.add({ title: t('saved'), color: 'success' });
    } catch (failure) {
      const callError = toCallError(failure);
      const issue = callError.issues.find((i) => i.field === 'displayName');
      if (issue) setFieldError(problemOf(issue.rule));
      else setError(callErrorMessage(lang, callError).message);
    }
  }

  return (
    <SettingsPage title={t('profileTitle')} intro={t('profileIntro')}>
      <AccountForm
        label={t('profileTitle')}
        error={error}
        scriptNote={t('needsScript')}
        submit={t('save')}
        onSubmit={save}
      >
        <TextField
          label={t('displayName')}
          name="displayName"
          autoComplete="nickname"
          hint={t('displayNameHint', { max: MAX })}
          error={fieldError && t(fieldError, { max: MAX })}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </AccountForm>
    </SettingsPage>
  );
}
