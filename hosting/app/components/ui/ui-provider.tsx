// Everything the kit needs above the page: toasts, tooltips and overlays. On a phone toasts come
// in at the top: at the bottom they covered the save bar's button and the share sheet, the very
// controls they answer; wider screens keep the kit's bottom-right, beside the form.
import { useSyncExternalStore, type ReactNode } from 'react';
import { OverlayProvider } from './overlay';
import { ToastProvider } from './toast';
import { TooltipProvider } from './tooltip';

export function UiProvider({
  toastLabel,
  closeLabel,
  children,
}: {
  /** Accessible name of the toast region, with "{hotkey}". */
  toastLabel: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  return (
    <ToastProvider
      label={toastLabel}
      closeLabel={closeLabel}
      position={phone ? 'top-center' : 'bottom-right'}
    >
      <TooltipProvider>
        <OverlayProvider>{children}</OverlayProvider>
      </TooltipProvider>
    </ToastProvider>
  );
}

const PHONE = '(max-width: 639px)';

function subscribePhone(changed: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

function isPhone(): boolean {
  return window.matchMedia(PHONE).matches;
}
