// /s/{slug}/insights: how the space does over 7, 28 or 90 days (Japan time) — views, visitors and
// clicks in a chart with its table, the totals, links and boards ranked, referring sites, the
// phone share and the messages received. Loaded in the browser through getInsights, like every
// editor page; the period is in the address (?days=), so each is a link.
import {
  formatDate,
  getInsights,
  INSIGHT_PERIODS,
  REFERRER_MIN_VISITORS,
  type SnsService,
} from '@spaces/contracts';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import type { MessageKey } from '../../../i18n/catalogues';
import { useLang, useT } from '../../../i18n/use-t';
import { load } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';
import { titleMeta } from '../../../lib/page-title';
import { signedInLoader } from '../../../lib/session.server';
import type { Route } from './+types/insights';
import { InsightsChart } from './insights-chart';
import { periodOf } from './insights-period';
import { serviceLabelKey } from '../../../lib/sns-labels';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'insights', 'insightsTitle');

export const loader = signedInLoader;

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  await serverLoader();
  const days = periodOf(new URL(request.url));
  const insights = await load(await signedInFunctions(), getInsights, { slug: params.slug, days });
  return { days, insights };
}
clientLoader.hydrate = true as const;

export { LoadErrorBoundary as ErrorBoundary } from '../../../components/ui/load-failed';

export { RouteFallback as HydrateFallback } from '../../../components/site/route-fallback';

export default function InsightsPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT('insights');
  const editor = useT('editor');
  const lang = useLang();
  const { days, insights } = loaderData;
  const number = (value: number) => value.toLocaleString(lang);
  // The server's sums of the days the chart draws: one computation for every figure shown.
  const { totals: sums } = insights;
  const totals: { key: MessageKey<'insights'>; value: number }[] = [
    { key: 'views', value: sums.views },
    { key: 'visitors', value: sums.visitors },
    { key: 'clicks', value: sums.clicks },
    { key: 'letterViews', value: sums.letterViews },
  ];
  const received: { key: MessageKey<'insights'>; value: number }[] = [
    { key: 'messages', value: sums.messages },
    { key: 'letters', value: sums.letters },
    { key: 'fanMessages', value: sums.fanMessages },
    { key: 'boardPosts', value: sums.boardPosts },
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-xl font-bold text-fg">{t('insightsTitle')}</h1>
          <p className="max-w-prose text-sm text-fg-muted">
            {t('intro')}{' '}
            <Link to="/privacy#insights" className="text-accent-strong underline">
              {t('privacyLink')}
            </Link>
          </p>
          <p className="text-xs text-fg-subtle" data-testid="insights-updated">
            {t('updatedAt', { time: formatDate(lang, insights.updatedAt) })}
          </p>
        </div>
        <nav aria-label={t('period')} className="flex rounded-full bg-surface-muted p-1">
          {INSIGHT_PERIODS.map((period) => (
            <Link
              key={period}
              to={`/s/${params.slug}/insights?days=${period}`}
              aria-current={period === days ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-10 items-center rounded-full px-4 text-sm focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none',
                period === days
                  ? 'bg-surface font-semibold text-fg shadow-sm'
                  : 'text-fg-muted hover:text-fg',
              )}
            >
              {t('periodDays', { days: period })}
            </Link>
          ))}
        </nav>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="insights-totals">
        {totals.map(({ key, value }) => (
          <div key={key} className="rounded-lg border border-line bg-surface p-4">
            <dt className="text-xs text-fg-muted">{t(key)}</dt>
            <dd
              className="mt-1 text-2xl font-bold text-fg tabular-nums"
              data-testid={`total-${key}`}
            >
              {number(value)}
            </dd>
          </div>
        ))}
      </dl>

      <Card title={t('insightsTitle')} hideTitle>
        <InsightsChart days={insights.days} />
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('links')}>
          <Ranked
            rows={insights.links.map((link) => ({
              key: link.id,
              label:
                link.kind === 'sns'
                  ? editor(serviceLabelKey(link.label as SnsService))
                  : link.label,
              note: t(`linkKind_${link.kind}`),
              value: link.clicks,
            }))}
            empty={t('noLinks')}
            testId="insights-links"
          />
        </Card>
        <Card title={t('referrers')}>
          <Ranked
            rows={[
              ...insights.referrers.map((r) => ({ key: r.host, label: r.host, value: r.views })),
              // Every other site in one row, so the list adds up to all referred views.
              ...(insights.otherReferrers > 0
                ? [{ key: '', label: t('otherReferrers'), value: insights.otherReferrers }]
                : []),
            ]}
            empty={t('noReferrers')}
            testId="insights-referrers"
          />
          <p className="mt-3 text-xs text-fg-subtle">
            {t('referrersNote', { min: REFERRER_MIN_VISITORS })}
          </p>
        </Card>
        <Card title={t('messagesReceived')}>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="insights-received">
            {received.map(({ key, value }) => (
              <div key={key} className="rounded-md bg-surface-muted px-3 py-2">
                <dd className="text-xl font-bold text-fg tabular-nums">{number(value)}</dd>
                <dt className="text-xs text-fg-muted">{t(key)}</dt>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-fg-soft">
            {t('phoneShare')}:{' '}
            <strong className="tabular-nums" data-testid="insights-phone-share">
              {Math.round(insights.phoneShare * 100)}%
            </strong>
          </p>
        </Card>
        {insights.boards.length > 0 && (
          <Card title={t('boards')}>
            <Ranked
              rows={insights.boards.map((b) => ({ key: b.id, label: b.title, value: b.views }))}
              empty=""
              testId="insights-boards"
            />
          </Card>
        )}
      </div>
    </div>
  );
}

function Card({
  title,
  hideTitle = false,
  children,
}: {
  title: string;
  hideTitle?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-lg border border-line bg-surface p-4 sm:p-6" aria-label={title}>
      {!hideTitle && <h2 className="mb-3 text-base font-semibold text-fg">{title}</h2>}
      {children}
    </section>
  );
}

/** A ranked list with a bar behind each row, scaled to the first. */
function Ranked({
  rows,
  empty,
  testId,
}: {
  rows: { key: string; label: string; note?: string; value: number }[];
  empty: string;
  testId: string;
}) {
  const lang = useLang();
  if (rows.length === 0) return <p className="text-sm text-fg-muted">{empty}</p>;
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <ol className="space-y-1.5" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.key} className="relative overflow-hidden rounded-md px-3 py-2 text-sm">
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-0 bg-accent-soft"
            style={{ width: `${(row.value / max) * 100}%` }}
          />
          <span className="relative flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate text-fg">
              {row.label}
              {row.note && <span className="ml-2 text-xs text-fg-subtle">{row.note}</span>}
            </span>
            <span className="font-semibold text-fg tabular-nums">
              {row.value.toLocaleString(lang)}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
