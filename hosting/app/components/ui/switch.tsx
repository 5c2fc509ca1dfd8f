// An on/off switch on Radix Switch, labelled beside it (the editor's settings).
import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type ReactNode } from 'react';

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
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The label is read out but not drawn (a compact row that shows its meaning otherwise). */
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className="relative h-6 w-11 shrink-0 rounded-full bg-line-strong transition-colors outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 disabled:opacity-60 data-[state=checked]:bg-accent"
      >
        <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </RadixSwitch.Root>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm text-fg'}>
        {label}
      </label>
    </div>
  );
}
