// The square crop, before a square slot's image is sent: the picture under a square window, moved
// by dragging (mouse, pen or finger), zoomed by the slider, the wheel or a pinch; with a keyboard
// the arrows move it and + and − zoom. Confirming gives the crop as the pipeline reads it.
import { Dialog } from 'radix-ui';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from '../ui/button';
import {
  CENTRED,
  cropParameter,
  imagePlacement,
  MAX_ZOOM,
  MIN_ZOOM,
  MOVE_STEP,
  moveBy,
  panBy,
  pinchZoom,
  ZOOM_STEP,
  zoomTo,
  type CropView,
  type Size,
} from './crop';

/** The window's side in screen pixels: fits a 320 px wide phone inside the dialog's padding. */
const WINDOW_PX = 264;

export function CropDialog({
  src,
  round,
  onConfirm,
  onCancel,
  onUnreadable,
}: {
  /** An object URL of the picked file. */
  src: string;
  /** Shows a circle guide: the image is drawn round (avatars, icons). */
  round: boolean;
  onConfirm: (crop: string) => void;
  onCancel: () => void;
  /** The browser cannot decode the file: nothing to crop. */
  onUnreadable: () => void;
}) {
  const t = useT('images');
  const ui = useT('ui');
  const [size, setSize] = useState<Size | null>(null);
  const [view, setView] = useState<CropView>(CENTRED);
  /** Pointers down on the window, by id; two make a pinch. */
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);

  function distance(): number {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    // Keeps the drag when the pointer leaves the window; a pointer the browser no longer knows
    // (already lifted) cannot be captured, and the drag works without it.
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Nothing to keep.
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    pinch.current = pointers.current.size === 2 ? { distance: distance(), zoom: view.zoom } : null;
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const last = pointers.current.get(event.pointerId);
    if (!last || !size) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current) {
      const { distance: start, zoom } = pinch.current;
      setView((current) => zoomTo(current, size, pinchZoom(zoom, start, distance())));
    } else {
      const dx = event.clientX - last.x;
      const dy = event.clientY - last.y;
      setView((current) => panBy(current, size, dx, dy, WINDOW_PX));
    }
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    pinch.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!size) return;
    const step = event.shiftKey ? MOVE_STEP * 4 : MOVE_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      setView((current) => moveBy(current, size, move[0], move[1]));
    } else if (event.key === '+' || event.key === '=') {
      setView((current) => zoomTo(current, size, current.zoom * ZOOM_STEP));
    } else if (event.key === '-' || event.key === '_') {
      setView((current) => zoomTo(current, size, current.zoom / ZOOM_STEP));
    } else {
      return;
    }
    event.preventDefault();
  }

  function onWheel(event: WheelEvent<HTMLDivElement>) {
    if (!size) return;
    const factor = event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP;
    setView((current) => zoomTo(current, size, current.zoom * factor));
  }

  const placement = size ? imagePlacement(view, size, WINDOW_PX) : null;

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-6 shadow-xl"
          data-testid="crop-dialog"
        >
          <Dialog.Title className="text-lg font-semibold text-fg">{t('cropTitle')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-fg-muted">
            {t('cropHelp')}
          </Dialog.Description>
          <div
            role="application"
            aria-label={t('cropArea')}
            aria-roledescription={t('cropArea')}
            tabIndex={0}
            className="relative mx-auto mt-4 cursor-move touch-none overflow-hidden rounded-md bg-surface-muted select-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:outline-none"
            style={{ width: WINDOW_PX, height: WINDOW_PX }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
            onWheel={onWheel}
            data-crop={size ? cropParameter(view, size) : undefined}
            data-testid="crop-area"
          >
            <img
              src={src}
              alt=""
              draggable={false}
              onLoad={(event) =>
                setSize({
                  width: event.currentTarget.naturalWidth,
                  height: event.currentTarget.naturalHeight,
                })
              }
              onError={onUnreadable}
              className="pointer-events-none absolute max-w-none"
              style={
                placement
                  ? {
                      left: placement.left,
                      top: placement.top,
                      width: placement.width,
                      height: placement.height,
                    }
                  : { visibility: 'hidden' }
              }
            />
            {round && (
              // Darkens what falls outside the circle the image will be shown in.
              <div className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_200px_var(--color-scrim)] ring-2 ring-surface" />
            )}
          </div>
          <label className="mt-4 flex items-center gap-3 text-sm text-fg-soft">
            <span>{t('zoom')}</span>
            <input
              type="range"
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.01}
              value={view.zoom}
              disabled={!size}
              onChange={(event) => {
                if (size) setView((current) => zoomTo(current, size, Number(event.target.value)));
              }}
              className="h-11 flex-1 accent-(--color-accent)"
            />
          </label>
          <div className="mt-4 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button color="neutral" variant="outline">
                {ui('cancel')}
              </Button>
            </Dialog.Close>
            <Button disabled={!size} onClick={() => size && onConfirm(cropParameter(view, size))}>
              {t('cropConfirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
