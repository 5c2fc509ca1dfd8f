// A confirm overlay on Radix AlertDialog, opened through the overlay manager:
//   const confirm = useConfirm();
//   if (await confirm({ title, description, confirmLabel, color: 'error' })) …
// Cancelling is the kit's "Cancel" unless the question wants its own word ("Keep", "Stay").
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';
import type { ButtonColor } from './button-styles';
import { useOverlayQuestion, type OverlayComponentProps } from './overlay';

export interface ConfirmDialogProps {
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel?: string;
  color?: ButtonColor;
}

/**
 * The kit's alert dialog, for a question that blocks the page until it is answered: the scrim, a
 * centred card with the title and the description (the title again, for screen readers only,
 * when there is none), then the answers (`children`).
 */
export function AlertFrame({
  open,
  onDismiss,
  onAfterLeave,
  title,
  description,
  children,
}: {
  open: boolean;
  /** Escape or a click outside: the card asks to close. */
  onDismiss: () => void;
  onAfterLeave: () => void;
  title: string;
  description?: string | undefined;
  children: ReactNode;
}) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-scrim" />
        <AlertDialog.Content
          // Radix fires this after the content has left the DOM: the moment to unmount.
          onCloseAutoFocus={onAfterLeave}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold text-fg">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="mt-2 text-sm text-fg-muted">
              {description}
            </AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
          )}
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  color = 'primary',
  open,
  onClose,
  onAfterLeave,
}: ConfirmDialogProps & OverlayComponentProps<boolean>) {
  const ui = useT('ui');
  return (
    <AlertFrame
      open={open}
      onDismiss={() => onClose(false)}
      onAfterLeave={onAfterLeave}
      title={title}
      description={description}
    >
      <div className="mt-6 flex justify-end gap-2">
        <AlertDialog.Cancel asChild>
          <Button color="neutral" variant="outline">
            {cancelLabel ?? ui('cancel')}
          </Button>
        </AlertDialog.Cancel>
        <Button color={color} onClick={() => onClose(true)}>
          {confirmLabel}
        </Button>
      </div>
    </AlertFrame>
  );
}

/** Asks for confirmation; resolves true only when the person confirms. */
export function useConfirm(): (props: ConfirmDialogProps) => Promise<boolean> {
  return useOverlayQuestion(ConfirmDialog);
}
