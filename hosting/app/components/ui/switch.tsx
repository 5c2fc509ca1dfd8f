// An on/off switch on Radix Switch, labelled beside it (the editor's settings). A switch that
// saves at once (publish, visible) returns the save's promise: it flips at the click, shows a
// spinner and takes no other click until the save settles, then shows `checked` again — the
// saved value, or the old one when the save failed (the save says why). A save that waits says
// so in words under it after 3 s and offers to run it again at 15 s (./pending.ts).
import { Switch as RadixSwitch } from 'radix-ui';
import { useId, useRef, useState, type ReactNode } from 'react';
import { PendingWords, usePendingAttempts } from './pending-words';
import { Spinner } from './spinner';

/** An on/off switch on Radix Switch, labelled beside it. */
export function Switch({
  label,
  checked,
  onCheckedChange,
  disabled,
  hideLabel = false,
}: {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => unknown;
  disabled?: boolean;
  /** The label is read out but not drawn (a compact row that shows its meaning otherwise). */
  hideLabel?: boolean;
}) {
  const id = useId();
  const labelRef = useRef<HTMLLabelElement>(null);
  const [attempts, attempt] = usePendingAttempts();
  // The value a pending save is setting, shown until the save settles.
  const [target, setTarget] = useState(checked);
  const pending = attempt.phase !== 'idle' ? target : null;

  function change(next: boolean) {
    const run = () => onCheckedChange(next);
    setTarget(next);
    void attempts.track(run(), run, labelRef.current?.textContent ?? '');
  }

  return (
    <div>
      <div className="flex items-center gap-3">
        <RadixSwitch.Root
          id={id}
          checked={pending ?? checked}
          // Pending, it ignores clicks but stays focusable: `disabled` would drop the focus.
          onCheckedChange={(next) => pending === null && change(next)}
          disabled={disabled}
          aria-disabled={pending !== null || undefined}
          aria-busy={pending !== null || undefined}
          className="relative h-6 w-11 shrink-0 rounded-full bg-line-strong transition-colors outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 disabled:opacity-60 aria-disabled:opacity-60 data-[state=checked]:bg-accent"
        >
          <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </RadixSwitch.Root>
        <label ref={labelRef} htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm text-fg'}>
          {label}
        </label>
        {pending !== null && <Spinner className="text-fg-muted" />}
      </div>
      <PendingWords state={attempt} onRetry={() => attempts.retry()} className="mt-1" />
    </div>
  );
}
