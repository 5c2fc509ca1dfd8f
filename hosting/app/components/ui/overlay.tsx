// React binding of the overlay state machine: a provider renders every mounted overlay, and
// useOverlay() creates and drives them from event handlers.
import {
  createContext,
  useContext,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { OverlayStore, type OverlayOptions } from './overlay-store';

/** Props every overlay component receives besides its own. */
export interface OverlayComponentProps<R> {
  open: boolean;
  /** Closes the overlay, resolving the opener's promise with the result. */
  onClose: (result?: R) => void;
  /** Call once the leave transition has finished, so the overlay can unmount. */
  onAfterLeave: () => void;
}

export interface OverlayHandle<P, R> {
  readonly id: string;
  open: (props?: Partial<P>) => Promise<R | undefined>;
  close: (result?: R) => void;
  patch: (props: Partial<P>) => void;
  isOpen: () => boolean;
}

const OverlayContext = createContext<OverlayStore | null>(null);

export function OverlayProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new OverlayStore());
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <OverlayContext.Provider value={store}>
      {children}
      {entries
        .filter((entry) => entry.isMounted)
        .map((entry) => {
          const Component = entry.component as ComponentType<Record<string, unknown>>;
          return (
            <Component
              key={entry.id}
              {...(entry.props as Record<string, unknown>)}
              open={entry.isOpen}
              onClose={(result?: unknown) => store.close(entry.id, result)}
              onAfterLeave={() => store.unmount(entry.id)}
            />
          );
        })}
    </OverlayContext.Provider>
  );
}

const subscribeNothing = () => () => undefined;

/** Whether a dialog is open in front of the page (never, outside an OverlayProvider). */
export function useOverlayOpen(): boolean {
  const store = useContext(OverlayContext);
  const anyOpen = () => store?.getSnapshot().some((entry) => entry.isOpen) ?? false;
  return useSyncExternalStore(store?.subscribe ?? subscribeNothing, anyOpen, () => false);
}

export function useOverlay() {
  const store = useContext(OverlayContext);
  if (!store) throw new Error('useOverlay must be used inside <OverlayProvider>');
  return {
    /** Call from an event handler or effect, not while rendering. */
    create<P extends object, R>(
      component: ComponentType<P & OverlayComponentProps<R>>,
      options?: OverlayOptions<P>,
    ): OverlayHandle<P, R> {
      const id = store.create(component, options);
      return {
        id,
        open: (props) => store.open<R>(id, props),
        close: (result) => store.close(id, result),
        patch: (props) => store.patch(id, props),
        isOpen: () => store.isOpen(id),
      };
    },
    close: (id: string, result?: unknown) => store.close(id, result),
    closeAll: () => store.closeAll(),
    unmount: (id: string) => store.unmount(id),
    isOpen: (id: string) => store.isOpen(id),
  };
}

/**
 * A question asked in an overlay (the kit's confirm, deleting the account): each call opens
 * `component` with the call's props and resolves true only when it closed with true.
 */
export function useOverlayQuestion<P extends object>(
  component: ComponentType<P & OverlayComponentProps<boolean>>,
): (props: P) => Promise<boolean> {
  const overlay = useOverlay();
  return async (props) => {
    const dialog = overlay.create(component, { props, destroyOnClose: true });
    return (await dialog.open()) === true;
  };
}
