// How long an action has been waiting, in the steps people are told about: nothing for the
// first 3 s (a spinner is enough), then words saying what is happening, and from 15 s a way to
// try again — a first call after a quiet while can wait for a server to start.
import { useEffect, useState } from 'react';

const PENDING_SLOW_MS = 3_000;
export const PENDING_STALLED_MS = 15_000;

export type PendingPhase = 'idle' | 'working' | 'slow' | 'stalled';

/** The phase of an action that has been pending for `elapsed` milliseconds. */
export function phaseAfter(elapsed: number): Exclude<PendingPhase, 'idle'> {
  if (elapsed >= PENDING_STALLED_MS) return 'stalled';
  return elapsed >= PENDING_SLOW_MS ? 'slow' : 'working';
}

/** The phase of an action pending since it became `pending`. */
export function usePendingPhase(pending: boolean): PendingPhase {
  const [phase, setPhase] = useState<Exclude<PendingPhase, 'idle'>>(phaseAfter(0));
  useEffect(() => {
    if (!pending) return;
    const slow = setTimeout(() => setPhase(phaseAfter(PENDING_SLOW_MS)), PENDING_SLOW_MS);
    const stalled = setTimeout(() => setPhase(phaseAfter(PENDING_STALLED_MS)), PENDING_STALLED_MS);
    return () => {
      clearTimeout(slow);
      clearTimeout(stalled);
      // The next wait starts quiet again.
      setPhase(phaseAfter(0));
    };
  }, [pending]);
  return pending ? phase : 'idle';
}
