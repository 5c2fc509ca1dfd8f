// How long an action has been waiting, in the steps people are told about: nothing for the
// first 3 s (a spinner is enough), then words saying what is happening, and from 15 s a way to
// try again — a first call after a quiet while can wait for a server to start.
//
// Every kit action runs through a PendingAttempts (a button's click, a form's submit, a switch's
// change: components/ui/button.tsx, async-form.tsx, switch.tsx), which knows whether the action
// is pending, in which phase, under which name, and how to run it again; so does every view that
// loads a callable's data (./use-callable-data.ts). Framework-free, so both can share it;
// components/ui/pending-words.tsx binds it to React and draws the words.

const PENDING_SLOW_MS = 3_000;
const PENDING_STALLED_MS = 15_000;

export type PendingPhase = 'idle' | 'working' | 'slow' | 'stalled';

/** The phase of an action that has been pending for `elapsed` milliseconds. */
export function phaseAfter(elapsed: number): Exclude<PendingPhase, 'idle'> {
  if (elapsed >= PENDING_STALLED_MS) return 'stalled';
  return elapsed >= PENDING_SLOW_MS ? 'slow' : 'working';
}

/** What an action says in its phase: nothing, or words, and from 15 s the offer to retry. */
export function pendingWordsKey(phase: PendingPhase, named: boolean): PendingWordsKey | null {
  if (phase === 'slow') return named ? 'pendingSlowNamed' : 'pendingSlow';
  if (phase === 'stalled') return named ? 'pendingStalledNamed' : 'pendingStalled';
  return null;
}

export type PendingWordsKey =
  'pendingSlow' | 'pendingSlowNamed' | 'pendingStalled' | 'pendingStalledNamed';

export interface PendingState {
  phase: PendingPhase;
  /** The action's name as people see it (the control's label); '' when it has none. */
  action: string;
  /** Whether there is a way to run it again. */
  retryable: boolean;
}

interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const IDLE: PendingState = { phase: 'idle', action: '', retryable: false };

/**
 * The attempts of one action. It is pending while its newest attempt runs (a promise the
 * action returned) or while its owner holds it (a `loading` the caller controls); the phases
 * count from the moment it became pending, and start over with each retry. While the action
 * waits for the person (a dialog it opened: confirm, the share sheet) the clock stands still,
 * and starts again from nothing when the dialog closes. An earlier attempt that settles after a
 * retry ends nothing. What an attempt rejects with is not swallowed.
 */
export class PendingAttempts {
  #state: PendingState = IDLE;
  #running = 0;
  #latest = 0;
  #held = false;
  #paused = false;
  #action = '';
  #again: (() => unknown) | null = null;
  #handles: unknown[] = [];
  readonly #listeners = new Set<() => void>();
  readonly #timers: Timers;

  constructor(timers: Timers = realTimers) {
    this.#timers = timers;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): PendingState => this.#state;

  get pending(): boolean {
    return this.#state.phase !== 'idle';
  }

  /**
   * Follows what the action returned: a promise keeps it pending until it settles. `again` runs
   * the action anew (offered once it stalls); `action` names it. Returns the attempt, which
   * rejects as the action did (a caller that drops it leaves the rejection unhandled, as before).
   */
  track(result: unknown, again: (() => unknown) | null, action: string): Promise<void> | undefined {
    this.#again = again;
    this.#action = action.replace(/\s+/g, ' ').trim();
    if (!isPromise(result)) {
      this.#update();
      return undefined;
    }
    const attempt = ++this.#latest;
    this.#running = attempt;
    this.#restartClock();
    const settle = () => {
      if (this.#running !== attempt) return;
      this.#running = 0;
      this.#update();
    };
    return result.then(settle, (error: unknown) => {
      settle();
      throw error;
    });
  }

  /** Pending for as long as the owner says (a caller's `loading`, a form's navigation). */
  hold(pending: boolean): void {
    if (this.#held === pending) return;
    this.#held = pending;
    if (pending && this.#running === 0) this.#restartClock();
    else this.#update();
  }

  /** Stops the clock while the person has a dialog in front of them; restarts it after. */
  pause(paused: boolean): void {
    if (this.#paused === paused) return;
    this.#paused = paused;
    if (this.pending) this.#restartClock();
  }

  /** Runs the action again; the phases start over. */
  retry(): void {
    const again = this.#again;
    if (!again) return;
    const result = again();
    if (isPromise(result)) void this.track(result, again, this.#action);
    else if (this.pending) this.#restartClock();
  }

  /** Stops the clock (the control went away). */
  dispose(): void {
    this.#clearClock();
  }

  #restartClock(): void {
    this.#clearClock();
    this.#set('working');
    if (this.#paused) return;
    this.#handles = [PENDING_SLOW_MS, PENDING_STALLED_MS].map((ms) =>
      this.#timers.set(() => this.#set(phaseAfter(ms)), ms),
    );
  }

  #clearClock(): void {
    for (const handle of this.#handles) this.#timers.clear(handle);
    this.#handles = [];
  }

  /** After an attempt settled or a hold changed: idle once nothing keeps it pending. */
  #update(): void {
    if (this.#running !== 0 || this.#held) {
      this.#set(this.#state.phase === 'idle' ? 'working' : this.#state.phase);
      return;
    }
    this.#clearClock();
    this.#set('idle');
  }

  #set(phase: PendingPhase): void {
    const next: PendingState =
      phase === 'idle' ? IDLE : { phase, action: this.#action, retryable: this.#again !== null };
    const now = this.#state;
    if (now.phase === next.phase && now.action === next.action && now.retryable === next.retryable)
      return;
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }
}

function isPromise(value: unknown): value is Promise<unknown> {
  return value instanceof Promise;
}
