// A form whose submit handler is async: it prevents the browser submit, tracks the pending
// promise and tells its submit buttons, so they show loading. A second submit
// while one is pending is ignored, so a double click cannot save twice. Its submit buttons stay
// disabled until the page has hydrated: before that a click would submit natively. Such a form
// cannot work without JavaScript, so with scripting off it says so (`scriptNote`) and its submit
// buttons are not drawn at all, rather than drawn dead — unless it has an `action` the browser can
// post to without a script (the visitors' send forms): then the script only enhances it, and its
// buttons submit natively until the script runs.
import {
  createContext,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { NoScriptNote } from './noscript-note';

interface FormState {
  pending: boolean;
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
  ...rest
}: {
  onSubmit: (form: HTMLFormElement) => Promise<void> | void;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  noValidate?: boolean;
} & FallBack) {
  const [pending, setPending] = useState(false);
  const ready = useHydrated();
  const running = useRef(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await onSubmit(event.currentTarget);
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return (
    <FormStateContext.Provider value={{ pending, ready, native: action !== undefined }}>
      {/* POST, so that a native submit could never put what was typed into the address. */}
      <form
        {...rest}
        method="post"
        action={action}
        className={className}
        onSubmit={(event) => void handleSubmit(event)}
        aria-busy={pending}
      >
        {scriptNote !== undefined && <NoScriptNote>{scriptNote}</NoScriptNote>}
        {children}
      </form>
    </FormStateContext.Provider>
  );
}
