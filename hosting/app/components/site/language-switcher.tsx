// A plain form POST to /api/language: without JavaScript the browser follows the redirect back;
// with it, React Router submits the same form and revalidates the page in the new language.
import { Form, useLocation } from 'react-router';
import { cn } from '../ui/cn';
import { LANG_LABELS, LANGS } from '../../i18n/lang';
import { useLang, useT } from '../../i18n/use-t';

/** Where the switch posts; it redirects straight back to the page it was sent from. */
export const LANGUAGE_ACTION = '/api/language';

export function LanguageSwitcher() {
  const lang = useLang();
  const t = useT('common');
  const { pathname, search } = useLocation();
  return (
    <Form
      method="post"
      action={LANGUAGE_ACTION}
      preventScrollReset
      className="flex items-center gap-2"
    >
      <span className="text-fg-subtle">{t('language')}:</span>
      <input type="hidden" name="redirectTo" value={pathname + search} />
      {LANGS.map((option) => (
        <button
          key={option}
          type="submit"
          name="lang"
          value={option}
          lang={option}
          aria-pressed={option === lang}
          className={cn(
            'rounded px-2 py-0.5',
            option === lang
              ? 'bg-primary-100 font-semibold text-primary-800'
              : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
          )}
        >
          {LANG_LABELS[option]}
        </button>
      ))}
    </Form>
  );
}
