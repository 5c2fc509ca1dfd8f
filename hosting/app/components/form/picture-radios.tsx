// A radio group of small pictures (the design's presets, a new space's templates): the arrow keys
// move the choice and Tab leaves the group, as the radio pattern has it; each choice is a button
// that draws its picture and its name, outlined when chosen.
import type { ReactNode } from 'react';
import { cn } from '../ui/cn';

export function PictureRadios<T extends string>({
  label,
  values,
  selected,
  onSelect,
  testId,
  children,
}: {
  label: string;
  values: readonly T[];
  selected: T;
  onSelect: (value: T) => void;
  /** One choice's data-testid, by which the arrow keys find the button to focus. */
  testId: (value: T) => string;
  /** One choice, drawn as a PictureRadio with `radio`: whether it is chosen, and choosing it. */
  children: (value: T, radio: { selected: boolean; onSelect: () => void }) => ReactNode;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      onKeyDown={(event) => {
        const by = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
        if (!by) return;
        event.preventDefault();
        const at = values.indexOf(selected);
        const next = values[(at + by + values.length) % values.length]!;
        onSelect(next);
        event.currentTarget.querySelector<HTMLElement>(`[data-testid="${testId(next)}"]`)?.focus();
      }}
    >
      {values.map((value) =>
        children(value, { selected: value === selected, onSelect: () => onSelect(value) }),
      )}
    </div>
  );
}

/** One choice of PictureRadios: only the chosen one is in the tab order. */
export function PictureRadio({
  selected,
  onSelect,
  testId,
  label,
  className,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  testId: string;
  /** What a screen reader hears, when the visible name does not say enough. */
  label?: string;
  className?: string;
  /** The picture, then the name. */
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={label}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      data-testid={testId}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl border-2 text-left focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:outline-none',
        selected ? 'border-accent' : 'border-line hover:border-line-strong',
        className,
      )}
    >
      {children}
    </button>
  );
}
