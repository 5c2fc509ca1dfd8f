// The controls of the background and theme editor: a colour field (swatch and hex text), a row of
// choices (radio buttons drawn as segments), a labelled range, and the titled card that holds them.
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../ui/cn';

const HEX = /^#[0-9a-f]{6}$/;

/** A colour: the platform's picker and the hex value, which also accepts typing. */
export function ColorField({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  error?: string | undefined;
  testId?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // Follow changes from elsewhere (a preset, the picker) unless the text already means them:
  // adjusted while rendering, as React recommends for state derived from a prop.
  if (shown !== value) {
    setShown(value);
    if (text.toLowerCase() !== value) setText(value);
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={value}
          aria-label={label}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
          className="size-11 shrink-0 cursor-pointer rounded-md border border-line-strong bg-surface p-1"
        />
        <input
          id={id}
          value={text}
          spellCheck={false}
          autoCapitalize="none"
          maxLength={7}
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const next = event.target.value.trim();
            setText(next);
            const hex = (next.startsWith('#') ? next : `#${next}`).toLowerCase();
            if (HEX.test(hex)) onChange(hex);
          }}
          className="block h-11 w-28 rounded-md border border-line-strong bg-surface px-3 font-mono text-sm text-fg shadow-xs focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none aria-[invalid=true]:border-danger"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** One of a few choices: native radio buttons (arrow keys move between them) drawn as segments. */
export function ChoiceGroup<T extends string>({
  label,
  value,
  options,
  onChange,
  hint,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string; sample?: ReactNode }[];
  onChange: (value: T) => void;
  hint?: string;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-accent has-focus-visible:ring-offset-1',
              option.value === value
                ? 'border-accent bg-accent-soft font-semibold text-fg'
                : 'border-line-strong bg-surface text-fg-soft hover:border-fg-subtle',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.sample}
            {option.label}
          </label>
        ))}
      </div>
      {hint && <p className="text-xs text-fg-subtle">{hint}</p>}
    </fieldset>
  );
}

export function RangeField({
  label,
  value,
  min,
  max,
  step = 1,
  display,
  onChange,
  error,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  display: string;
  onChange: (value: number) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        <span className="text-sm text-fg-muted tabular-nums">{display}</span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 w-full cursor-pointer accent-(--color-accent)"
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** One titled card of the design form. */
export function Panel({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-4 rounded-lg border border-line bg-surface p-4 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-base font-semibold text-fg">{title}</h2>
        {hint && <p className="text-sm text-fg-muted">{hint}</p>}
      </div>
      {children}
    </section>
  );
}
