// Words under an action that has waited more than 3 s (./pending.ts): what is happening, said
// politely where the person is looking, and announced once.
import { useT } from '../../i18n/use-t';
import { useAsyncFormState } from './async-form';
import { usePendingPhase } from './pending';

/** For an action whose pending state the caller knows. */
export function PendingWords({ pending }: { pending: boolean }) {
  const ui = useT('ui');
  const phase = usePendingPhase(pending);
  return (
    <p role="status" className="text-sm text-fg-muted" data-testid="pending-words">
      {phase === 'slow' || phase === 'stalled' ? ui('pendingSlow') : null}
    </p>
  );
}

/** Inside an AsyncForm: words once its submit has waited more than 3 s. */
export function FormPendingWords() {
  return <PendingWords pending={useAsyncFormState()?.pending ?? false} />;
}
