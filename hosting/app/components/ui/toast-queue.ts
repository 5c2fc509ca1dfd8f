// Toast queue rules: at most 5 shown (the oldest gives way), a closed toast stays
// 200 ms so its exit can play, then it is removed. Framework-free; toast.tsx binds it to React.

export const TOAST_DEFAULTS = {
  duration: 5000,
  position: 'bottom-right',
  gap: 16,
  scaleFactor: 0.05,
  expand: true,
  swipeDirection: 'right',
  swipeThreshold: 50,
  hotkey: ['F8'],
  max: 5,
  removeDelay: 200,
} as const;

export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

export type ToastColor =
  'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error' | 'neutral';

export interface ToastInput {
  title: string;
  description?: string;
  color?: ToastColor;
  /** Milliseconds before it closes by itself; Infinity keeps it open. */
  duration?: number;
  /** A single action button, e.g. "Retry". */
  action?: { label: string; onClick: () => void };
}

export interface Toast extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

export interface ToastQueueOptions {
  max?: number;
  removeDelay?: number;
  /** Injected so tests can drive time. */
  setTimer?: (run: () => void, ms: number) => void;
}

export class ToastQueue {
  #toasts: Toast[] = [];
  #listeners = new Set<Listener>();
  #nextId = 0;
  readonly #max: number;
  readonly #removeDelay: number;
  readonly #setTimer: (run: () => void, ms: number) => void;

  constructor(options: ToastQueueOptions = {}) {
    this.#max = options.max ?? TOAST_DEFAULTS.max;
    this.#removeDelay = options.removeDelay ?? TOAST_DEFAULTS.removeDelay;
    this.#setTimer = options.setTimer ?? ((run, ms) => void setTimeout(run, ms));
  }

  /** Oldest first. */
  getSnapshot = (): readonly Toast[] => this.#toasts;

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  add(input: ToastInput): Toast {
    const toast: Toast = { ...input, id: `toast-${++this.#nextId}`, open: true };
    this.#set([...this.#toasts, toast].slice(-this.#max));
    return toast;
  }

  update(id: string, change: Partial<ToastInput>): void {
    this.#set(this.#toasts.map((t) => (t.id === id ? { ...t, ...change } : t)));
  }

  /** Closes the toast now and forgets it after the removal delay. */
  remove(id: string): void {
    if (!this.#toasts.some((t) => t.id === id && t.open)) return;
    this.#set(this.#toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
    this.#setTimer(() => this.#set(this.#toasts.filter((t) => t.id !== id)), this.#removeDelay);
  }

  clear(): void {
    this.#set([]);
  }

  #set(toasts: Toast[]): void {
    this.#toasts = toasts;
    for (const listener of this.#listeners) listener();
  }
}

/**
 * Where a toast sits in its stack: `depth` 0 is the newest. Expanded, toasts sit one above the
 * other with the gap between them; collapsed, older ones tuck behind, each a little smaller.
 */
export function stackTransform(input: {
  depth: number;
  /** Total height of the newer toasts in front of this one. */
  offsetBefore: number;
  expanded: boolean;
  position: ToastPosition;
  gap?: number;
  scaleFactor?: number;
}): { translateY: number; scale: number } {
  const gap = input.gap ?? TOAST_DEFAULTS.gap;
  const scaleFactor = input.scaleFactor ?? TOAST_DEFAULTS.scaleFactor;
  const direction = input.position.startsWith('top') ? 1 : -1;
  if (input.expanded) {
    return { translateY: direction * (input.offsetBefore + input.depth * gap), scale: 1 };
  }
  return {
    translateY: direction * input.depth * gap,
    scale: Math.max(0, 1 - input.depth * scaleFactor),
  };
}
