// /u/language (signed-in only): ja or en. The choice is remembered on the server for mails
// (setAccountLanguage) and applied at once to the pages through the site's language cookie: the
// form posts to the language switcher's action, so without JavaScript the pages still switch,
// and only the mails' language needs the script.
import { setAccountLanguage } from '@spaces/contracts';
import { useState, type FormEvent } from 'react';
import { Form, useSubmit } from 'react-router';
import { LANGUAGE_ACTION } from '../../components/site/language-switcher';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { NoScriptNote } from '../../components/ui/noscript-note';
import { useToast } from '../../components/ui/toast';
import { isLang, LANG_LABELS, LANGS, type Lang } from '../../i18n/lang';
import { translator } from '../../i18n/translate';
import { useLang, useT } from '../../i18n/use-t';
import { callErrorMessage } from '../../lib/call-errors';
import { toCallError } from '../../lib/call-error';
import { callSignedIn } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { signedInLoader } from '../../lib/session.server';
import { FormAlert } from '../../components/form/form-alert';
import type { Route } from './+types/language';
import { SettingsPage } from './settings-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'settings', 'languageTitle');

export const loader = signedInLoader;

export default function LanguagePage() {
  const t = useT('settings');
  const lang = useLang();
  const toast = useToast();
  const submit = useSubmit();
  const [choice, setChoice] = useState<Lang>(lang);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const chosen = form.get('lang');
    if (!isLang(chosen)) return;
    setError(null);
    setPending(true);
    try {
      await callSignedIn(setAccountLanguage, { language: chosen });
      // The switcher's action sets the cookie and sends us back here, now in that language.
      await submit(form, { method: 'post', action: LANGUAGE_ACTION, preventScrollReset: true });
      toast.add({ title: translator(chosen, 'settings')('languageSaved'), color: 'success' });
    } catch (failure) {
      setError(callErrorMessage(lang, toCallError(failure)).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <SettingsPage title={t('languageTitle')} intro={t('languageIntro')}>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <NoScriptNote>{t('languageNoScript')}</NoScriptNote>
      <Form
        method="post"
        action={LANGUAGE_ACTION}
        onSubmit={(event) => void save(event)}
        className="space-y-4"
        aria-label={t('languageTitle')}
      >
        <input type="hidden" name="redirectTo" value="/u/language" />
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-fg">
            {t('languageCurrent', { language: LANG_LABELS[lang] })}
          </legend>
          {LANGS.map((option) => (
            <label
              key={option}
              lang={option}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-fg',
                choice === option
                  ? 'border-accent bg-accent-soft'
                  : 'border-line hover:bg-surface-muted',
              )}
            >
              <input
                type="radio"
                name="lang"
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
                className="size-4 accent-accent"
              />
              <span className="font-medium">{LANG_LABELS[option]}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" loading={pending}>
          {t('save')}
        </Button>
      </Form>
    </SettingsPage>
  );
}
