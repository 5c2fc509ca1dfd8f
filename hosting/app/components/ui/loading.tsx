// What a view says while its data loads (lib/use-callable-data.ts): "Loading…" at once, the kit's
// waiting words after 3 s, and from 15 s Retry, the same steps as a kit action's.
import { useT } from '../../i18n/use-t';
import { cn } from './cn';
import { PendingWords, type PendingWordsProps } from './pending-words';

/** "Loading…" at once, then PendingWords' words for `state`; `className` styles the block. */
export function Loading({ className, ...waiting }: PendingWordsProps) {
  const ui = useT('ui');
  return (
    <div className={cn('text-sm text-fg-muted', className)} role="status">
      <p>{ui('loading')}</p>
      <PendingWords {...waiting} />
    </div>
  );
}
