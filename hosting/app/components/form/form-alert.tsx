import { AlertIcon, CheckIcon } from '../icons/ui-icons';
import { cn } from '../ui/cn';

/** A message above a form: an error (announced at once) or a success note. */
export function FormAlert({
  tone,
  children,
}: {
  tone: 'error' | 'success';
  children: React.ReactNode;
}) {
  const Icon = tone === 'error' ? AlertIcon : CheckIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md p-3 text-sm',
        tone === 'error' ? 'bg-error-50 text-error-800' : 'bg-success-50 text-success-800',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
