// The footer: a small "made with Spaces" link, the privacy policy (what the page counts), the way
// to report the page to the Spaces team (decision 070; a plain link, so it works without
// JavaScript), and the language switch.
import type { ReportedPage } from '@spaces/contracts';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/site/language-switcher';
import { useT } from '../../i18n/use-t';
import { ReportLink } from '../report-link';

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
          <ReportLink page={report} testId="report-page-link">
            {t('reportPage')}
          </ReportLink>
        )}
      </div>
      <LanguageSwitcher />
    </footer>
  );
}
