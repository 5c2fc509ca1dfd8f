// Reordering a list by dragging its rows' handles — with a mouse, a pen or a finger (pointer
// events) — or by the arrow keys on a focused handle. The list element carries
// `data-sortable-list`, each row `data-sortable-item` and its key as `data-key`.
import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef, useState } from 'react';

export interface Span {
  top: number;
  bottom: number;
}

/**
 * Which way the dragged row at `index` should move: up when the pointer has passed the middle of
 * the row above it, down when it has passed the middle of the row below, otherwise not at all.
 */
export function dragStep(pointerY: number, index: number, rows: readonly Span[]): -1 | 0 | 1 {
  const above = rows[index - 1];
  const below = rows[index + 1];
  if (above && pointerY < (above.top + above.bottom) / 2) return -1;
  if (below && pointerY > (below.top + below.bottom) / 2) return 1;
  return 0;
}

/** The id of a row's handle, so that focus can follow the row it moved. */
const handleId = (key: string) => `${key}-handle`;

function focusHandle(key: string) {
  // Once React has re-rendered the list in its new order.
  requestAnimationFrame(() => document.getElementById(handleId(key))?.focus());
}

export function useSortable(onMove: (index: number, by: -1 | 1) => void) {
  const drag = useRef<{ key: string; index: number; pointerId: number } | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);

  function rowsOf(handle: Element): HTMLElement[] {
    const list = handle.closest('[data-sortable-list]');
    return list ? [...list.querySelectorAll<HTMLElement>(':scope > [data-sortable-item]')] : [];
  }

  return {
    /** The key of the row being dragged, for its look. */
    dragging,
    handleProps: (key: string, index: number, count: number) => ({
      id: handleId(key),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const by = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
        if (by === 0) return;
        event.preventDefault();
        if (index + by < 0 || index + by >= count) return;
        onMove(index, by);
        focusHandle(key);
      },
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { key, index, pointerId: event.pointerId };
        setDragging(key);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const current = drag.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const rows = rowsOf(event.currentTarget);
        // Until React has drawn the last move, the rows on screen are not the ones in state.
        if (rows[current.index]?.dataset.key !== current.key) return;
        const step = dragStep(
          event.clientY,
          current.index,
          rows.map((row) => row.getBoundingClientRect()),
        );
        if (step === 0) return;
        onMove(current.index, step);
        current.index += step;
      },
      onPointerUp: () => {
        drag.current = null;
        setDragging(null);
      },
      onPointerCancel: () => {
        drag.current = null;
        setDragging(null);
      },
    }),
  };
}
