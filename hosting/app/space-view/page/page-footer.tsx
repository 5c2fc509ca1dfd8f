// The footer: a small "made with Spaces" link, the privacy policy (what the page counts), the way
// to report the page to the Spaces team (decision 070; a plain link, so it works without
// JavaScript), and the language switch.
import { reportPagePath, type ReportedPage } from '@spaces/contracts';
import { Link } from 'react-router';
import { FlagIcon } from '../../components/icons/ui-icons';
import { LanguageSwitcher } from '../../components/site/language-switcher';
import { useT } from '../../i18n/use-t';

export function PageFooter({ report }: { report?: ReportedPage | undefined }) {
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
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <Link to="/privacy#insights" className="underline-offset-2 hover:underline">
          {common('privacy')}
        </Link>
        {report && (
          <a
            href={reportPagePath(report)}
            rel="nofollow"
            className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
            data-testid="report-page-link"
          >
            <FlagIcon className="size-3.5" />
            {t('reportPage')}
          </a>
        )}
      </div>
      <LanguageSwitcher />
    </footer>
  );
}
