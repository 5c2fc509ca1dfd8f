// The footer: a small "made with Spaces" link and the language switch, nothing else.
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/site/language-switcher';
import { useT } from '../../../i18n/use-t';

export function PageFooter() {
  const t = useT('space');
  return (
    <footer className="flex flex-col items-center gap-3 px-4 pt-2 pb-8 text-xs text-fg-muted">
      <Link
        to="/"
        className="rounded-full px-3 py-1.5 font-medium ring-1 ring-line hover:bg-(--color-line)"
      >
        {t('poweredBy')}
      </Link>
      <LanguageSwitcher />
    </footer>
  );
}
