// A target as small badges: its kind, and what the operator has done to it (hidden, taken down,
// suspended) and an owner's objection waiting.
import type { ReportTargetSummary } from '@spaces/contracts';
import { useT } from '../../i18n/use-t';
import { kindKey } from './labels';

const BADGE = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** What the target is: a space, a letter page, a board, a post (fan art, with a drawing), an answer. */
export function KindBadge({
  kind,
  withImage = false,
}: {
  kind: ReportTargetSummary['kind'];
  withImage?: boolean;
}) {
  const t = useT('ops');
  return (
    <span className="rounded bg-surface-muted px-2 py-0.5 text-xs font-medium text-fg-soft">
      {t(kindKey(kind, withImage))}
    </span>
  );
}

export function StateBadges({ target }: { target: ReportTargetSummary }) {
  const t = useT('ops');
  const { state } = target;
  return (
    <>
      {state.hidden && (
        <span className={`${BADGE} bg-warning-100 text-warning-900`}>{t('stateHidden')}</span>
      )}
      {state.takenDown && (
        <span className={`${BADGE} bg-error-100 text-error-800`}>{t('stateTakenDown')}</span>
      )}
      {state.suspended && (
        <span className={`${BADGE} bg-error-100 text-error-800`}>{t('stateSuspended')}</span>
      )}
      {target.objection && (
        <span className={`${BADGE} bg-primary-100 text-primary-800`} data-testid="objection-badge">
          {t('objection')}
        </span>
      )}
    </>
  );
}
