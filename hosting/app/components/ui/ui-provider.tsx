// Everything the kit needs above the page: toasts, tooltips and overlays.
import type { ReactNode } from 'react';
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
  return (
    <ToastProvider label={toastLabel} closeLabel={closeLabel}>
      <TooltipProvider>
        <OverlayProvider>{children}</OverlayProvider>
      </TooltipProvider>
    </ToastProvider>
  );
}
