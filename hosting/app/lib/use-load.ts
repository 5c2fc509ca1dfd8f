// One way for a view to load through a callable after it renders: loading, then the data or the
// failure, and a retry that starts it again. The call should go through `load` (./call.ts), so a
// hung request ends in the failure state instead of "loading…" forever.
import { useEffect, useState, type DependencyList } from 'react';

type LoadState<T> =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `run` whenever `deps` change or `retry` is called; an answer for older deps is dropped.
 * When deps change, what was shown stays until the new answer replaces it.
 */
export function useLoad<T>(
  run: () => Promise<T>,
  deps: DependencyList,
): { state: LoadState<T>; retry: () => void; set: (data: T) => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    run().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
    // The caller's deps stand for what `run` reads; the attempt counter restarts it on retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
    set: (data) => setState({ status: 'ready', data }),
  };
}
