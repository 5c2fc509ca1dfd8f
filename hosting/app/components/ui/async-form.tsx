// A form whose submit handler is async: it prevents the browser submit, tracks the pending
// promise and tells its submit buttons, so they show loading. A second submit
// while one is pending is ignored, so a double click cannot save twice. Its submit buttons stay
// disabled until the page has hydrated: before that a click would submit natively. Such a form
// cannot work without JavaScript, so with scripting off it says so (`scriptNote`) and its submit
// buttons are not drawn at all, rather than drawn dead — unless it has an `action` the browser can
// post to without a script (the visitors' send forms): then the script only enhances it, and its
// buttons submit natively until the script runs. A submit that waits says so in words after 3 s
// and offers to run again at 15 s (./pending.ts), after the form's fields unless the form places
// its <FormPendingWords /> itself.
import {
  createContext,
  useContext,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { NoScriptNote } from './noscript-note';
import type { PendingState } from '../../lib/pending';
import { PendingWords, usePendingAttempts } from './pending-words';

interface FormState {
  pending: boolean;
  /** The submit's phase and name, for its words. */
  attempt: PendingState;
  /** Runs the submit again (offered once it has stalled). */
  retry: () => void;
  /** False while server-rendered HTML waits for its JavaScript. */
  ready: boolean;
  /** The form posts to its `action` without JavaScript: its buttons work before the script. */
  native: boolean;
}

const FormStateContext = createContext<FormState | null>(null);

/** The nearest AsyncForm's state, or null outside one. */
export function useAsyncFormState(): FormState | null {
  return useContext(FormStateContext);
}

const subscribeNothing = () => () => undefined;

/** False on the server and during hydration, true once React runs the page in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

type FallBack =
  | {
      /** What a visitor without JavaScript is told: that this form needs it, and what to do. */
      scriptNote: string;
      action?: never;
    }
  | {
      /** Where the browser posts the form when no script runs. */
      action: string;
      scriptNote?: never;
    };

export function AsyncForm({
  onSubmit,
  children,
  className,
  scriptNote,
  action,
  placesPendingWords = false,
  ...rest
}: {
  onSubmit: (form: HTMLFormElement) => Promise<void> | void;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  noValidate?: boolean;
  /** The form draws <FormPendingWords /> where it wants them (a save bar), not after its fields. */
  placesPendingWords?: boolean;
} & FallBack) {
  const [attempts, attempt] = usePendingAttempts();
  const pending = attempt.phase !== 'idle';
  const ready = useHydrated();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (attempts.pending) return;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const run = async () => onSubmit(form);
    void attempts.track(run(), run, nameOf(submitter) || (rest['aria-label'] ?? ''));
  }

  const retry = () => attempts.retry();
  return (
    <FormStateContext.Provider
      value={{ pending, attempt, retry, ready, native: action !== undefined }}
    >
      {/* POST, so that a native submit could never put what was typed into the address. */}
      <form
        {...rest}
        method="post"
        action={action}
        className={className}
        onSubmit={handleSubmit}
        aria-busy={pending}
      >
        {scriptNote !== undefined && <NoScriptNote>{scriptNote}</NoScriptNote>}
        {children}
        {!placesPendingWords && <PendingWords state={attempt} onRetry={retry} />}
      </form>
    </FormStateContext.Provider>
  );
}

/** Inside an AsyncForm that places its words itself: its submit's words, as after its fields. */
export function FormPendingWords({ className }: { className?: string }) {
  const form = useAsyncFormState();
  if (!form) return null;
  return <PendingWords state={form.attempt} onRetry={form.retry} className={className} />;
}

/** What a control is called, as people read it: its label, else its text. */
export function nameOf(element: Element | null | undefined): string {
  if (!element) return '';
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
}
