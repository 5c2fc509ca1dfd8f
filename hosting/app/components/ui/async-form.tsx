// A form whose submit handler is async: it prevents the browser submit, tracks the pending
// promise and tells its submit buttons, so they show loading (SEED.md §4). A second submit
// while one is pending is ignored, so a double click cannot save twice.
import { createContext, useContext, useRef, useState, type FormEvent, type ReactNode } from 'react';

const FormPendingContext = createContext(false);

/** True while the nearest AsyncForm's submit handler is running. */
export function useAsyncFormPending(): boolean {
  return useContext(FormPendingContext);
}

export function AsyncForm({
  onSubmit,
  children,
  className,
  ...rest
}: {
  onSubmit: (form: HTMLFormElement) => Promise<void> | void;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  noValidate?: boolean;
}) {
  const [pending, setPending] = useState(false);
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
    <FormPendingContext.Provider value={pending}>
      <form
        {...rest}
        className={className}
        onSubmit={(event) => void handleSubmit(event)}
        aria-busy={pending}
      >
        {children}
      </form>
    </FormPendingContext.Provider>
  );
}
