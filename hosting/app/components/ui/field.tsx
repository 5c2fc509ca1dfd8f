// Labelled form controls with hint and error text wired up for assistive technology. (No Radix
// here: the public pages' islands use these fields; the on/off switch is in ./switch.tsx.)
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

const CONTROL =
  'block w-full rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-fg shadow-xs ' +
  'focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none ' +
  'aria-[invalid=true]:border-danger aria-[invalid=true]:ring-danger/30';

function Frame({
  id,
  label,
  hint,
  error,
  children,
}: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-fg-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, frame: FieldFrame): string | undefined {
  if (frame.error) return `${id}-error`;
  return frame.hint ? `${id}-hint` : undefined;
}

export function TextField({
  label,
  hint,
  error,
  className,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, hint, error })}
        className={cn(CONTROL, className)}
      />
    </Frame>
  );
}

export function TextArea({
  label,
  hint,
  error,
  className,
  ...input
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, hint, error })}
        className={cn(CONTROL, 'min-h-24', className)}
      />
    </Frame>
  );
}

/** One choice of a select: the value it sends and the words it shows. */
export interface SelectOption {
  value: string;
  label: ReactNode;
}

/** A select of `options` (or of its own `<option>` children). */
export function SelectField({
  label,
  hint,
  error,
  className,
  options,
  children,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { options?: readonly SelectOption[] }) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, hint, error })}
        className={cn(CONTROL, className)}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </Frame>
  );
}
