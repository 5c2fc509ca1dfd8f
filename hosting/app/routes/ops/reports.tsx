// /ops (operators only, decision 070): reported targets grouped, open ones newest or most
// reported first, those under an owner's objection, and those decided. The list's filter, order
// and page are in the address; the data comes through listReportTargets.
import {
  formatDate,
  listReportTargets,
  TARGET_FILTERS,
  TARGET_ORDERS,
  type TargetFilter,
  type TargetOrder,
} from '@spaces/contracts';
import { Link } from 'react-router';
import { cn } from '../../components/ui/cn';
import { REASON_LABELS } from '../../components/notices/reason-labels';
import type { MessageKey } from '../../i18n/catalogues';
import { useLang, useT } from '../../i18n/use-t';
import { load } from '../../lib/call';
import { signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { requireOperator } from '../../lib/session.server';
import type { Route } from './+types/reports';
import { KindBadge, StateBadges } from './state-badges';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'ops', 'title');

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  return null;
}

const isFilter = (value: string | null): value is TargetFilter =>
  (TARGET_FILTERS as readonly (string | null)[]).includes(value);
const isOrder = (value: string | null): value is TargetOrder =>
  (TARGET_ORDERS as readonly (string | null)[]).includes(value);

export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).searchParams;
  const filter = isFilter(query.get('filter')) ? (query.get('filter') as TargetFilter) : 'open';
  const order = isOrder(query.get('order')) ? (query.get('order') as TargetOrder) : 'newest';
  const after = query.get('after') ?? undefined;
  const [, functions] = await Promise.all([serverLoader(), signedInFunctions()]);
  const page = await load(functions, listReportTargets, {
    filter,
    order,
    ...(after !== undefined && { after }),
  });
  return { filter, order, ...page };
}
clientLoader.hydrate = true as const;

export { LoadErrorBoundary as ErrorBoundary } from '../../components/ui/load-failed';
export { RouteFallback as HydrateFallback } from '../../components/site/route-fallback';

const TAB = 'rounded-full px-3 py-1.5 text-sm ring-1 ring-line';

/** How a row of tabs marks its chosen one: the list's filter is the page itself, the order a
 * choice within it. */
const CHOSEN = {
  page: { current: 'page', className: 'bg-accent text-on-accent' },
  within: { current: 'true', className: 'bg-surface-muted text-fg' },
} as const;

/** What the list's address chooses; the page after the first adds where it starts. */
interface Query {
  filter: TargetFilter;
  order: TargetOrder;
}

/** This list's address with `changes` made to its query. */
function listHref(query: Query, changes: Partial<Query> & { after?: string }): string {
  return `/ops?${new URLSearchParams({ ...query, ...changes }).toString()}`;
}

/** The rows of tabs, by the part of the query each chooses: its values, and each one's words. */
const TAB_ROWS: {
  [P in keyof Query]: {
    values: readonly Query[P][];
    words: Record<Query[P], MessageKey<'ops'>>;
    level: keyof typeof CHOSEN;
  };
} = {
  filter: {
    values: TARGET_FILTERS,
    words: { open: 'filterOpen', objections: 'filterObjections', decided: 'filterDecided' },
    level: 'page',
  },
  order: {
    values: TARGET_ORDERS,
    words: { newest: 'orderNewest', 'most-reported': 'orderMostReported' },
    level: 'within',
  },
};

/** A row of links to this list, one for each value of `part`, the chosen one marked. */
function Tabs<P extends keyof Query>({
  part,
  query,
  label,
}: {
  part: P;
  query: Query;
  label: string;
}) {
  const t = useT('ops');
  const { values, words, level } = TAB_ROWS[part];
  const mark = CHOSEN[level];
  return (
    <nav className="flex flex-wrap gap-2" aria-label={label}>
      {values.map((value) => (
        <Link
          key={value}
          to={listHref(query, { [part]: value })}
          aria-current={value === query[part] ? mark.current : undefined}
          className={cn(TAB, value === query[part] ? mark.className : 'text-fg-soft')}
        >
          {t(words[value])}
        </Link>
      ))}
    </nav>
  );
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const t = useT('ops');
  const r = useT('report');
  const lang = useLang();
  const { filter, order, targets, next } = loaderData;
  const query = { filter, order };
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <p className="text-sm text-fg-subtle">{t('title')}</p>
        <h1 className="text-2xl font-bold text-fg">{t('reportsHeading')}</h1>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs part="filter" query={query} label={t('reportsHeading')} />
        {filter === 'open' && <Tabs part="order" query={query} label={t('orderNewest')} />}
      </div>
      {targets.length === 0 ? (
        <p className="py-8 text-center text-sm text-fg-muted">{t('empty')}</p>
      ) : (
        <ul className="space-y-3" data-testid="report-targets">
          {targets.map((target) => (
            <li key={target.targetKey}>
              <Link
                to={`/ops/t/${target.targetKey}`}
                className="block space-y-2 rounded-lg border border-line bg-surface p-4 hover:border-line-strong"
                data-testid="report-target"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <KindBadge kind={target.kind} />
                  <span className="min-w-0 font-semibold break-words text-fg">{target.title}</span>
                  <StateBadges target={target} />
                </div>
                <p className="text-xs break-all text-fg-muted">{target.path}</p>
                <div className="flex flex-wrap items-center gap-2 text-xs">
                  {target.openCount > 0 && (
                    <span className="font-semibold text-error-700">
                      {t('openCount', { count: target.openCount })}
                    </span>
                  )}
                  <span className="text-fg-muted">
                    {t('totalCount', { count: target.totalCount })}
                  </span>
                  {Object.entries(target.reasons).map(([reason, count]) => (
                    <span
                      key={reason}
                      className="rounded-full bg-surface-muted px-2 py-0.5 text-fg-soft"
                    >
                      {r(REASON_LABELS[reason as keyof typeof REASON_LABELS])} {count}
                    </span>
                  ))}
                </div>
                <p className="text-xs text-fg-subtle">
                  {target.decidedAt && filter === 'decided'
                    ? t('decidedAt', { date: formatDate(lang, target.decidedAt) })
                    : t('lastReported', { date: formatDate(lang, target.lastReportedAt) })}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {next !== undefined && (
        <p className="text-center">
          <Link
            to={listHref(query, { after: next })}
            className="text-sm text-fg underline underline-offset-4"
          >
            {t('more')}
          </Link>
        </p>
      )}
    </div>
  );
}
