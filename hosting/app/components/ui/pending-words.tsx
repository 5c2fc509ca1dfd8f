// The words of a kit action that has waited (./pending.ts): drawn under the control once 3 s
// have passed — what is happening, under the control's own name — and from 15 s with a button
// that runs the action again. Screen readers hear them through the page's one polite live
// region, made when the first action starts, so that it exists before anything is said in it.
// The clock stands still while a dialog is open: the action is waiting for the person.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t';
import { buttonClasses } from './button-styles';
import { cn } from './cn';
import { useOverlayOpen } from './overlay';
import { PendingAttempts, pendingWordsKey, type PendingState } from '../../lib/pending';

const IDLE: PendingState = { phase: 'idle', action: '', retryable: false };

/** One action's attempts, and their state as it changes. */
export function usePendingAttempts(): [PendingAttempts, PendingState] {
  const [attempts] = useState(() => new PendingAttempts());
  const state = useSyncExternalStore(attempts.subscribe, attempts.getSnapshot, () => IDLE);
  useEffect(() => () => attempts.dispose(), [attempts]);
  // A dialog the action opened waits for the person, not for the server.
  const dialogOpen = useOverlayOpen();
  useEffect(() => attempts.pause(dialogOpen), [attempts, dialogOpen]);
  const words = useWords(state);
  useEffect(() => {
    if (state.phase === 'working') prepareAnnouncer();
    else if (words) announce(words);
  }, [state.phase, words]);
  return [attempts, state];
}

function useWords({ phase, action }: PendingState): string | null {
  const ui = useT('ui');
  const key = pendingWordsKey(phase, action !== '');
  return key === null ? null : ui(key, { action });
}

export interface PendingWordsProps {
  state: PendingState;
  onRetry: () => void;
  className?: string;
}

/** The words under a waiting action, with Retry once it has stalled; nothing before 3 s. */
export function PendingWords({ state, onRetry, className }: PendingWordsProps) {
  const ui = useT('ui');
  const words = useWords(state);
  if (words === null) return null;
  return (
    <span
      className={cn('block text-sm text-fg-muted', className)}
      data-testid="pending-words"
      data-phase={state.phase}
    >
      {words}
      {state.phase === 'stalled' && state.retryable && (
        <>
          {' '}
          <button
            type="button"
            onClick={onRetry}
            className={buttonClasses({ variant: 'link', size: 'sm' })}
          >
            {ui('retry')}
          </button>
        </>
      )}
    </span>
  );
}

let region: HTMLElement | null = null;

/** The page's polite live region for waiting words, made once, before its first words. */
function prepareAnnouncer(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.dataset.testid = 'pending-announcer';
  // Visually hidden, read out.
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  });
  document.body.append(region);
  return region;
}

function announce(words: string): void {
  prepareAnnouncer().textContent = words;
}
