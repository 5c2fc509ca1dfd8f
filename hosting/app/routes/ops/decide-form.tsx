// The console's decision (decision 071): an action that applies to the target as it stands, a
// reason from the reports' list, the operator's note for the log and, for the owner, an optional
// message. Recorded and carried out by decideReport; the page then loads again.
import {
  actionsFor,
  decideReport,
  isReportReason,
  LIMITS,
  OPERATOR_ACTIONS,
  REPORT_REASONS,
  type OperatorAction,
  type ReportReason,
  type ReportTargetSummary,
} from '@spaces/contracts';
import { useState } from 'react';
import { REASON_LABELS } from '../../components/notices/reason-labels';
import { Button } from '../../components/ui/button';
import { SelectField, TextArea } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { useLang, useT } from '../../i18n/use-t';
import { call } from '../../lib/call';
import { toCallError } from '../../lib/call-error';
import { callErrorMessage } from '../../lib/call-errors';
import { signedInFunctions } from '../../lib/callables';
import { FormAlert } from '../../components/form/form-alert';
import { ACTION_KEYS } from './labels';

/**
 * Actions that tell the owner something (every one but a dismissal makes or lifts a notice), so
 * that a message to them makes sense.
 */
const NOTIFIES: readonly OperatorAction[] = OPERATOR_ACTIONS.filter((a) => a !== 'dismiss');

export function DecideForm({
  target,
  defaultReason,
  onDecided,
}: {
  target: ReportTargetSummary;
  defaultReason: string | undefined;
  onDecided: () => Promise<void>;
}) {
  const t = useT('ops');
  const r = useT('report');
  const lang = useLang();
  const toast = useToast();
  const actions = actionsFor(target.kind, target.state);
  const [action, setAction] = useState<OperatorAction>(actions[0] ?? 'dismiss');
  const [reason, setReason] = useState<ReportReason>(
    isReportReason(defaultReason) ? defaultReason : 'other',
  );
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = actions.includes(action) ? action : (actions[0] ?? 'dismiss');

  async function decide() {
    setError(null);
    try {
      await call(await signedInFunctions(), decideReport, {
        targetKey: target.targetKey,
        action: chosen,
        reason,
        note,
        ...(NOTIFIES.includes(chosen) && message.trim() !== '' && { message }),
      });
      toast.add({ title: t('decided'), color: 'success' });
      setNote('');
      setMessage('');
      await onDecided();
    } catch (caught) {
      setError(callErrorMessage(lang, toCallError(caught)).message);
    }
  }

  return (
    <form
      className="space-y-3 rounded-lg border border-line bg-surface p-4"
      onSubmit={(event) => event.preventDefault()}
      data-testid="decide-form"
    >
      <h2 className="font-semibold text-fg">{t('decideHeading')}</h2>
      <SelectField
        name="action"
        label={t('action')}
        value={chosen}
        onChange={(event) => setAction(event.target.value as OperatorAction)}
        options={actions.map((value) => ({ value, label: t(ACTION_KEYS[value]) }))}
      />
      <SelectField
        name="reason"
        label={t('reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value as ReportReason)}
        options={REPORT_REASONS.map((value) => ({ value, label: r(REASON_LABELS[value]) }))}
      />
      <TextArea
        name="note"
        label={t('note')}
        rows={3}
        required
        maxLength={LIMITS.operatorNoteMaxLength}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {NOTIFIES.includes(chosen) && (
        <TextArea
          name="message"
          label={t('message')}
          rows={3}
          maxLength={LIMITS.operatorNoteMaxLength}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      )}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Button type="submit" disabled={note.trim() === ''} onClick={decide}>
        {t('decide')}
      </Button>
    </form>
  );
}
