// The footer: a small "made with Spaces" link, the privacy policy (what the page counts), and the
// language switch.
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/site/language-switcher';
import { useT } from '../../../i18n/use-t';

export function PageFooter() {
  const t = useT('space');
  const common = useT('common');
  return (
    <footer className="flex flex-col items-center gap-3 px-4 pt-2 pb-8 text-xs text-fg-muted">
      <Link
        to="/"
        className="rounded-full px-3 py-1.5 font-medium ring-1 ring-line hover:bg-(--color-line)"
      >
        {t('poweredBy')}
      </Link>
      <Link to="/privacy#insights" className="underline-offset-2 hover:underline">
        {common('privacy')}
      </Link>
      <LanguageSwitcher />
    </footer>
  );
}
