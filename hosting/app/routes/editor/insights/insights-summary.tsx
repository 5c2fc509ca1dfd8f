// The overview's insights card: the last 7 days in a small chart, their totals, and the way to
// the insights page. Loaded after the overview, so a slow count never holds the page back.
import { formatDate, getInsights } from '@spaces/contracts';
import { Link } from 'react-router';
import { ChartIcon } from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { PendingWords } from '../../../components/ui/pending-words';
import { useLang, useT } from '../../../i18n/use-t';
import { load } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';
import { useCallableData } from '../../../lib/use-callable-data';
import { InsightsChart } from './insights-chart';

export function InsightsSummaryCard({ slug }: { slug: string }) {
  const t = useT('insights');
  const lang = useLang();
  const {
    data: insights,
    error,
    pending,
    retry,
  } = useCallableData(
    async () => load(await signedInFunctions(), getInsights, { slug, days: 7 }),
    [slug],
  );

  // The same sums the insights page shows, made once on the server.
  const total = (key: 'views' | 'visitors' | 'clicks' | 'messages') =>
    insights ? insights.totals[key].toLocaleString(lang) : '–';
  return (
    <section
      aria-labelledby="insights-summary-heading"
      className="space-y-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
      data-testid="insights-summary"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2
          id="insights-summary-heading"
          className="flex flex-wrap items-center gap-x-2 text-lg font-semibold text-fg"
        >
          <ChartIcon className="size-5 text-accent" />
          {t('insightsTitle')}
          <span className="text-sm font-normal whitespace-nowrap text-fg-muted">
            {t('lastSevenDays')}
          </span>
        </h2>
        <Link
          to={`/s/${slug}/insights`}
          className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-accent-strong hover:bg-accent-soft"
        >
          {t('openInsights')}
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(['views', 'visitors', 'clicks', 'messages'] as const).map((key) => (
          <div key={key} className="rounded-md bg-surface-muted px-3 py-2">
            <dd className="text-2xl font-bold text-fg tabular-nums">{total(key)}</dd>
            <dt className="text-xs text-fg-muted">{t(key)}</dt>
          </div>
        ))}
      </dl>
      {insights && (
        <>
          <InsightsChart days={insights.days} compact />
          <p className="text-xs text-fg-subtle" data-testid="insights-summary-updated">
            {t('updatedAt', { time: formatDate(lang, insights.updatedAt) })}
          </p>
        </>
      )}
      {!insights && error === null && (
        <>
          <div className="h-32 animate-pulse rounded-md bg-surface-muted" aria-hidden="true" />
          <PendingWords state={pending} onRetry={retry} />
        </>
      )}
      {error !== null && (
        <div role="alert" className="flex items-center justify-between gap-3 text-sm text-danger">
          {t('loadFailed')}
          <Button variant="outline" color="neutral" size="sm" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      )}
    </section>
  );
}
