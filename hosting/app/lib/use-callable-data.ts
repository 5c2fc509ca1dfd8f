// The one way a view loads a callable's data after it renders: the data, whether it is pending
// (and for how long, in the kit's phases: words after 3 s, Retry from 15 s, ./pending.ts), why it
// failed, and a retry that runs the call again. The call should go through `load` (./call.ts), so
// a hung request ends in the failure instead of waiting forever.
import { useEffect, useState, useSyncExternalStore, type DependencyList } from 'react';
import { PendingAttempts, type PendingState } from './pending';

export interface CallableDataState<T> {
  /** The last answer, kept while a newer call runs; undefined before the first. */
  data: T | undefined;
  /** The newest call's wait: phase `idle` once it answered or failed. */
  pending: PendingState;
  /** Why the newest call failed, or null. */
  error: unknown;
}

type Timers = ConstructorParameters<typeof PendingAttempts>[0];

/** New data, or how to make it from what is shown (undefined before the first answer). */
export type Update<T> = T | ((current: T | undefined) => T);

/** Before the first call starts: a view that loads on render is pending from its first frame. */
const FIRST: PendingState = { phase: 'working', action: '', retryable: false };

/**
 * The loads of one view, framework-free: `start` runs a call, and an answer of an older call (one
 * a newer `start` or `stop` replaced) is dropped, so a late answer never overwrites a newer one.
 * `retry` runs the last call again, whichever it was (the first page, or the next).
 */
export class CallableData<T> {
  #state: CallableDataState<T>;
  #attempt = 0;
  #run: (() => Promise<T>) | null = null;
  readonly #clock: PendingAttempts;
  readonly #listeners = new Set<() => void>();

  constructor(timers?: Timers) {
    this.#clock = new PendingAttempts(timers);
    this.#state = { data: undefined, pending: FIRST, error: null };
    this.#clock.subscribe(() => this.#set({ pending: this.#clock.getSnapshot() }));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): CallableDataState<T> => this.#state;

  /** Runs `run`; what was shown stays until its answer replaces it, a failure is cleared. */
  start = (run: () => Promise<T>): void => {
    this.#run = run;
    const attempt = ++this.#attempt;
    this.#set({ error: null });
    // A call that throws before its first await fails like one that rejects.
    const answer = Promise.resolve().then(run);
    // A stalled load offers to run again: `again` is what makes the phase retryable.
    void this.#clock.track(answer, () => this.retry(), '')?.catch(() => undefined);
    answer.then(
      (data) => attempt === this.#attempt && this.#set({ data }),
      (error: unknown) => attempt === this.#attempt && this.#set({ error }),
    );
  };

  /** Runs the last call again. */
  retry = (): void => {
    if (this.#run) this.start(this.#run);
  };

  /** Shows data the view made itself (an answer of a save), or changed from what it shows. */
  set = (next: Update<T>): void => {
    const data =
      typeof next === 'function' ? (next as (current: T | undefined) => T)(this.#state.data) : next;
    this.#set({ data, error: null });
  };

  /** Drops what the calls running now will answer and stops the clock (deps changed, unmount). */
  stop(): void {
    this.#attempt++;
    this.#clock.dispose();
  }

  #set(change: Partial<CallableDataState<T>>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener();
  }
}

/**
 * Loads through `run` when the view renders and again whenever `deps` change (the caller's deps
 * stand for what `run` reads); `retry` runs the last call again, `set` replaces the data.
 */
export function useCallableData<T>(
  run: () => Promise<T>,
  deps: DependencyList,
): CallableDataState<T> & {
  retry: () => void;
  set: (next: Update<T>) => void;
  /** Runs another call in place of the last (a next page, the first again after a change). */
  run: (next: () => Promise<T>) => void;
} {
  const [loads] = useState(() => new CallableData<T>());
  const state = useSyncExternalStore(loads.subscribe, loads.getSnapshot, loads.getSnapshot);
  useEffect(() => {
    loads.start(run);
    return () => loads.stop();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loads, ...deps]);
  return { ...state, retry: loads.retry, set: loads.set, run: loads.start };
}
