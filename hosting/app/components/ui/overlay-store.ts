// The overlay state machine: overlays are created, opened, closed with a result,
// closed all at once, unmounted after their leave transition, and optionally destroyed on close.
// Framework-free so it can be tested alone; overlay.tsx binds it to React.

export const OVERLAY_NOT_FOUND = 'Overlay not found';

export interface OverlayOptions<P> {
  props?: P;
  /** Open (and mount) at once when created. */
  defaultOpen?: boolean;
  /** Forget the overlay entirely once it has left, instead of keeping it for reuse. */
  destroyOnClose?: boolean;
}

export interface OverlayEntry<P = unknown> {
  readonly id: string;
  readonly component: unknown;
  readonly props: P;
  readonly isOpen: boolean;
  /** Stays true after closing until the leave transition ends, so the exit can animate. */
  readonly isMounted: boolean;
  readonly destroyOnClose: boolean;
}

type Listener = () => void;

export class OverlayStore {
  #entries: OverlayEntry[] = [];
  #pending = new Map<string, (result: unknown) => void>();
  #listeners = new Set<Listener>();
  #nextId = 0;

  /** The overlays in creation order; a new array after every change. */
  getSnapshot = (): readonly OverlayEntry[] => this.#entries;

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  create<P>(component: unknown, options: OverlayOptions<P> = {}): string {
    const id = `overlay-${++this.#nextId}`;
    const open = options.defaultOpen ?? false;
    this.#set([
      ...this.#entries,
      {
        id,
        component,
        props: options.props ?? {},
        isOpen: open,
        isMounted: open,
        destroyOnClose: options.destroyOnClose ?? false,
      },
    ]);
    return id;
  }

  /** Opens the overlay (merging props) and resolves with the result it is closed with. */
  open<R = unknown>(id: string, props?: object): Promise<R | undefined> {
    const entry = this.#get(id);
    // Re-opening an overlay that is still open settles the earlier caller first.
    this.#pending.get(id)?.(undefined);
    const result = new Promise<R | undefined>((resolve) => {
      this.#pending.set(id, resolve as (value: unknown) => void);
    });
    this.#replace(id, {
      isOpen: true,
      isMounted: true,
      props: props ? { ...(entry.props as object), ...props } : entry.props,
    });
    return result;
  }

  close(id: string, result?: unknown): void {
    this.#get(id);
    this.#replace(id, { isOpen: false });
    const resolve = this.#pending.get(id);
    this.#pending.delete(id);
    resolve?.(result);
  }

  closeAll(): void {
    for (const entry of this.#entries) if (entry.isOpen) this.close(entry.id);
  }

  /** Called once the leave transition is over. */
  unmount(id: string): void {
    const entry = this.#get(id);
    if (entry.isOpen) return;
    if (entry.destroyOnClose) this.#set(this.#entries.filter((e) => e.id !== id));
    else this.#replace(id, { isMounted: false });
  }

  patch(id: string, props: object): void {
    const entry = this.#get(id);
    this.#replace(id, { props: { ...(entry.props as object), ...props } });
  }

  isOpen(id: string): boolean {
    return this.#get(id).isOpen;
  }

  has(id: string): boolean {
    return this.#entries.some((e) => e.id === id);
  }

  #get(id: string): OverlayEntry {
    const entry = this.#entries.find((e) => e.id === id);
    if (!entry) throw new Error(OVERLAY_NOT_FOUND);
    return entry;
  }

  #replace(id: string, change: Partial<OverlayEntry>): void {
    this.#set(this.#entries.map((e) => (e.id === id ? { ...e, ...change } : e)));
  }

  #set(entries: OverlayEntry[]): void {
    this.#entries = entries;
    for (const listener of this.#listeners) listener();
  }
}
