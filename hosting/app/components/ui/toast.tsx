// Toasts on Radix Toast with the kit's constants: 5000 ms, bottom-right, gap 16 px,
// scale factor 0.05, expanded, swipe right past 50 px, F8 focuses the region, at most 5.
import { Toast as RadixToast } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cn } from './cn';
import { CloseIcon } from '../icons/ui-icons';
import {
  stackTransform,
  TOAST_DEFAULTS,
  ToastQueue,
  type Toast,
  type ToastColor,
  type ToastInput,
  type ToastPosition,
} from './toast-queue';

export interface ToastApi {
  add: (toast: ToastInput) => Toast;
  update: (id: string, change: Partial<ToastInput>) => void;
  remove: (id: string) => void;
  clear: () => void;
}

const ToastContext = createContext<ToastQueue | null>(null);

export function useToast(): ToastApi {
  const queue = useContext(ToastContext);
  if (!queue) throw new Error('useToast must be used inside <ToastProvider>');
  return queue;
}

export interface ToasterProps {
  position?: ToastPosition;
  expand?: boolean;
  duration?: number;
  /** Accessible name of the toast region; "{hotkey}" is replaced with the hotkey. */
  label?: string;
  /** Label of each toast's close button. */
  closeLabel?: string;
  children: ReactNode;
}

export function ToastProvider({
  position = TOAST_DEFAULTS.position,
  expand = TOAST_DEFAULTS.expand,
  duration = TOAST_DEFAULTS.duration,
  label = 'Notifications ({hotkey})',
  closeLabel = 'Close',
  children,
}: ToasterProps) {
  const [queue] = useState(() => new ToastQueue());
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const [heights, setHeights] = useState<Record<string, number>>({});
  const [hovered, setHovered] = useState(false);
  const reportHeight = useCallback(
    (id: string, height: number) =>
      setHeights((all) => (all[id] === height ? all : { ...all, [id]: height })),
    [],
  );
  const expanded = expand || hovered;

  // Newest first, as the stack is laid out from the anchored edge; each toast is offset by
  // the heights of the newer ones in front of it.
  const stack = [...toasts].reverse();
  const offsets = stack.map((_, depth) =>
    stack.slice(0, depth).reduce((sum, newer) => sum + (heights[newer.id] ?? 0), 0),
  );

  return (
    <ToastContext.Provider value={queue}>
      <RadixToast.Provider
        duration={duration}
        swipeDirection={TOAST_DEFAULTS.swipeDirection}
        swipeThreshold={TOAST_DEFAULTS.swipeThreshold}
        label={label.replace(' ({hotkey})', '')}
      >
        {children}
        {stack.map((toast, depth) => {
          const offsetBefore = offsets[depth] ?? 0;
          const transform = stackTransform({ depth, offsetBefore, expanded, position });
          return (
            <ToastItem
              key={toast.id}
              toast={toast}
              position={position}
              transform={transform}
              hiddenBehind={!expanded && depth > 0}
              zIndex={stack.length - depth}
              closeLabel={closeLabel}
              reportHeight={reportHeight}
              onClose={() => queue.remove(toast.id)}
            />
          );
        })}
        <RadixToast.Viewport
          hotkey={[...TOAST_DEFAULTS.hotkey]}
          label={label}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          className={cn(
            'fixed z-[100] m-0 w-[calc(100%-2rem)] max-w-sm list-none p-0 outline-none',
            VIEWPORT[position],
          )}
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

const VIEWPORT: Record<ToastPosition, string> = {
  'top-left': 'top-4 left-4',
  'top-center': 'top-4 left-1/2 -translate-x-1/2',
  'top-right': 'top-4 right-4',
  'bottom-left': 'bottom-4 left-4',
  'bottom-center': 'bottom-4 left-1/2 -translate-x-1/2',
  'bottom-right': 'bottom-4 right-4',
};

const ACCENT: Record<ToastColor, string> = {
  primary: 'border-l-primary-600',
  secondary: 'border-l-secondary-600',
  success: 'border-l-success-600',
  info: 'border-l-info-600',
  warning: 'border-l-warning-500',
  error: 'border-l-error-600',
  neutral: 'border-l-neutral-500',
};

function ToastItem({
  toast,
  position,
  transform,
  hiddenBehind,
  zIndex,
  closeLabel,
  reportHeight,
  onClose,
}: {
  toast: Toast;
  position: ToastPosition;
  transform: { translateY: number; scale: number };
  hiddenBehind: boolean;
  zIndex: number;
  closeLabel: string;
  reportHeight: (id: string, height: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLLIElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => reportHeight(toast.id, element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [reportHeight, toast.id]);

  const style: CSSProperties = {
    zIndex,
    transform: `translateX(var(--radix-toast-swipe-move-x, 0px)) translateY(${transform.translateY}px) scale(${transform.scale})`,
    transformOrigin: position.startsWith('top') ? 'bottom center' : 'top center',
  };

  return (
    <RadixToast.Root
      ref={ref}
      open={toast.open}
      duration={toast.duration}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      style={style}
      className={cn(
        'absolute inset-x-0 flex items-start gap-3 rounded-lg border border-l-4 border-line bg-surface p-4 shadow-lg',
        'transition-[transform,opacity] duration-200 data-[state=closed]:opacity-0 data-[swipe=move]:transition-none',
        position.startsWith('top') ? 'top-0' : 'bottom-0',
        ACCENT[toast.color ?? 'neutral'],
        hiddenBehind && 'pointer-events-none [&>*]:opacity-0',
      )}
    >
      <div className="min-w-0 flex-1">
        <RadixToast.Title className="text-sm font-semibold text-fg">{toast.title}</RadixToast.Title>
        {toast.description && (
          <RadixToast.Description className="mt-1 text-sm text-fg-muted">
            {toast.description}
          </RadixToast.Description>
        )}
      </div>
      {toast.action && (
        <RadixToast.Action
          altText={toast.action.label}
          onClick={toast.action.onClick}
          className="rounded-md px-2 py-1 text-sm font-medium text-accent-strong hover:bg-accent-soft"
        >
          {toast.action.label}
        </RadixToast.Action>
      )}
      <RadixToast.Close
        aria-label={closeLabel}
        className="rounded-md p-1 text-fg-subtle hover:bg-surface-muted"
      >
        <CloseIcon className="size-4" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
