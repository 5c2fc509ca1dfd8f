// What a view says while its data loads (lib/use-callable-data.ts): "Loading…" at once, the kit's
// waiting words after 3 s, and from 15 s Retry, the same steps as a kit action's.
import { useT } from '../../i18n/use-t';
import type { PendingState } from '../../lib/pending';
import { cn } from './cn';
import { PendingWords } from './pending-words';

export function Loading({
  pending,
  onRetry,
  className,
}: {
  pending: PendingState;
  onRetry: () => void;
  className?: string;
}) {
  const ui = useT('ui');
  return (
    <div className={cn('text-sm text-fg-muted', className)} role="status">
      <p>{ui('loading')}</p>
      <PendingWords state={pending} onRetry={onRetry} />
    </div>
  );
}
