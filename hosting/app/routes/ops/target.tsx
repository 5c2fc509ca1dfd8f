// /ops/t/{targetKey} (operators only, decision 070): one reported target — what the public sees
// now beside what it showed at the first report, its reports (with the addresses reporters left,
// the operator's alone), the owner's objections, every decision, and the form that records the
// next one and carries it out.
import { formatDate, getReportTarget, type ContentView } from '@spaces/contracts';
import type { ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { ExternalLinkIcon } from '../../components/icons/ui-icons';
import { REASON_LABELS } from '../../components/notices/reason-labels';
import { cn } from '../../components/ui/cn';
import { useLang, useT } from '../../i18n/use-t';
import { load } from '../../lib/call';
import { signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { requireOperator } from '../../lib/session.server';
import type { Route } from './+types/target';
import { ContentViewPanel } from './content-view';
import { DecideForm } from './decide-form';
import { ACTION_KEYS, PUBLIC_STATE_KEYS } from './labels';
import { KindBadge, StateBadges } from './state-badges';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'ops', 'title');

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  return null;
}

export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  const [, functions] = await Promise.all([serverLoader(), signedInFunctions()]);
  return load(functions, getReportTarget, { targetKey: params.targetKey });
}
clientLoader.hydrate = true as const;

export { LoadErrorBoundary as ErrorBoundary } from '../../components/ui/load-failed';
export { RouteFallback as HydrateFallback } from '../../components/site/route-fallback';

// The editor's wide column: the two views side by side.
export const handle = { wide: true };

function Panel({
  heading,
  note,
  view,
  testId,
}: {
  heading: string;
  note: string;
  view: ContentView | undefined;
  testId: string;
}) {
  return (
    <section
      className="space-y-3 rounded-lg border border-line bg-surface p-4"
      data-testid={testId}
    >
      <div>
        <h2 className="font-semibold text-fg">{heading}</h2>
        <p className="text-xs text-fg-muted">{note}</p>
      </div>
      {view && <ContentViewPanel view={view} />}
    </section>
  );
}

/** What a person typed (a report's note, an objection, an operator's note and message), as written. */
function Typed({ soft = false, children }: { soft?: boolean; children: ReactNode }) {
  return (
    <p className={cn('break-words whitespace-pre-line', soft ? 'text-fg-soft' : 'text-fg')}>
      {children}
    </p>
  );
}

/** One entry of the target's logs: a report, or a decision taken on it. */
function Entry({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <li
      className="space-y-1 rounded-md border border-line bg-surface p-3 text-sm"
      data-testid={testId}
    >
      {children}
    </li>
  );
}

export default function ReportTarget({ loaderData }: Route.ComponentProps) {
  const t = useT('ops');
  const r = useT('report');
  const lang = useLang();
  const revalidator = useRevalidator();
  const { target, now, snapshot, reports, decisions, notices, owner } = loaderData;
  const withImage = snapshot.view.images.length > 0;
  const objections = notices.filter((notice) => notice.objection);
  const openReasons = Object.entries(target.reasons).sort((a, b) => b[1] - a[1]);
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to="/ops" className="text-fg-subtle hover:underline">
          {t('back')}
        </Link>
      </p>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={target.kind} withImage={withImage} />
          <StateBadges target={target} />
        </div>
        <h1 className="text-2xl font-bold break-words text-fg">{target.title}</h1>
        <a
          href={target.path}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm break-all text-fg underline underline-offset-4"
        >
          {target.path}
          <ExternalLinkIcon className="size-3.5 shrink-0" />
          <span className="sr-only">{t('openPublic')}</span>
        </a>
        <p className="text-sm text-fg-muted" data-testid="target-owner">
          {t('owner')}: {owner.email ?? owner.uid} {owner.suspended && t('ownerSuspended')}
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel
          heading={t('nowHeading')}
          note={t(PUBLIC_STATE_KEYS[now.state])}
          view={now.view}
          testId="target-now"
        />
        <Panel
          heading={t('snapshotHeading')}
          note={t('snapshotAt', { date: formatDate(lang, snapshot.takenAt) })}
          view={snapshot.view}
          testId="target-snapshot"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="space-y-3" data-testid="target-reports">
          <h2 className="font-semibold text-fg">{t('reportsList', { count: reports.length })}</h2>
          <ul className="space-y-2">
            {reports.map((report) => (
              <Entry key={report.reportId} testId="target-report">
                <div className="flex flex-wrap items-center gap-2 text-xs">
                  <span className="rounded-full bg-surface-muted px-2 py-0.5 font-medium text-fg">
                    {r(REASON_LABELS[report.reason])}
                  </span>
                  <span className="text-fg-subtle">{formatDate(lang, report.createdAt)}</span>
                  {report.outcome && (
                    <span className="text-fg-muted">
                      {t('reportOutcome', { action: t(ACTION_KEYS[report.outcome]) })}
                    </span>
                  )}
                </div>
                <Typed>
                  {report.note ?? <span className="text-fg-subtle">{t('noNote')}</span>}
                </Typed>
                {report.contact && (
                  <p className="text-xs break-all text-fg-muted">
                    {t('reportContact')}: {report.contact}
                  </p>
                )}
              </Entry>
            ))}
          </ul>
        </section>
        <div className="space-y-4">
          {objections.length > 0 && (
            <section className="space-y-2" data-testid="target-objections">
              <h2 className="font-semibold text-fg">{t('objectionsHeading')}</h2>
              {objections.map((notice) => (
                <div
                  key={notice.noticeId}
                  className="space-y-1 rounded-md border border-primary-200 bg-primary-50 p-3 text-sm"
                >
                  <p className="text-xs text-fg-subtle">{formatDate(lang, notice.objection!.at)}</p>
                  <Typed>{notice.objection!.text}</Typed>
                </div>
              ))}
            </section>
          )}
          <DecideForm
            target={target}
            defaultReason={openReasons[0]?.[0]}
            onDecided={() => revalidator.revalidate()}
          />
          <section className="space-y-2" data-testid="target-decisions">
            <h2 className="font-semibold text-fg">{t('historyHeading')}</h2>
            {decisions.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('noHistory')}</p>
            ) : (
              <ul className="space-y-2">
                {decisions.map((decision) => (
                  <Entry key={decision.decisionId} testId="target-decision">
                    <p className="font-medium text-fg">
                      {t(ACTION_KEYS[decision.action])} · {r(REASON_LABELS[decision.reason])}
                    </p>
                    <p className="text-xs text-fg-subtle">
                      {t('by', {
                        who: decision.operatorEmail ?? decision.operatorUid,
                        date: formatDate(lang, decision.at),
                      })}
                    </p>
                    {decision.note && <Typed soft>{decision.note}</Typed>}
                    {decision.message && <Typed soft>→ {decision.message}</Typed>}
                  </Entry>
                ))}
              </ul>
            )}
            <p className="text-xs text-fg-subtle">{t('decisionLogNote')}</p>
          </section>
        </div>
      </div>
    </div>
  );
}
