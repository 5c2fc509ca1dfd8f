// The square crop as pure geometry. The owner sees a square window over the upright image; at
// zoom 1 the window's side is the image's shorter side, zooming in shrinks it. The view is the
// window's centre in fractions of the image, always kept so that the window stays inside.
// The pipeline receives `x,y,w,h` in fractions (0–1) of the upright image.

export interface Size {
  width: number;
  height: number;
}

export interface CropView {
  zoom: number;
  /** Centre of the square, as fractions of the image's width and height. */
  cx: number;
  cy: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 5;
/** Keyboard steps: a move is this fraction of the window, a zoom step multiplies by this. */
export const MOVE_STEP = 0.05;
export const ZOOM_STEP = 1.1;

export const CENTRED: CropView = { zoom: 1, cx: 0.5, cy: 0.5 };

/** Side of the square in image pixels. */
function cropSide(image: Size, zoom: number): number {
  return Math.min(image.width, image.height) / zoom;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The nearest view whose zoom is in range and whose square lies inside the image. */
export function clampView(view: CropView, image: Size): CropView {
  const zoom = clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  const side = cropSide(image, zoom);
  const halfX = side / 2 / image.width;
  const halfY = side / 2 / image.height;
  return {
    zoom,
    cx: clamp(view.cx, halfX, 1 - halfX),
    cy: clamp(view.cy, halfY, 1 - halfY),
  };
}

/**
 * Dragging the picture by (dx, dy) screen pixels in a window `windowPx` wide: the picture follows
 * the pointer, so the square moves the other way over the image.
 */
export function panBy(
  view: CropView,
  image: Size,
  dx: number,
  dy: number,
  windowPx: number,
): CropView {
  const imagePxPerScreenPx = cropSide(image, view.zoom) / windowPx;
  return clampView(
    {
      zoom: view.zoom,
      cx: view.cx - (dx * imagePxPerScreenPx) / image.width,
      cy: view.cy - (dy * imagePxPerScreenPx) / image.height,
    },
    image,
  );
}

/** Moves the square by a fraction of its own side (keyboard arrows). */
export function moveBy(view: CropView, image: Size, fx: number, fy: number): CropView {
  const side = cropSide(image, view.zoom);
  return clampView(
    {
      zoom: view.zoom,
      cx: view.cx + (fx * side) / image.width,
      cy: view.cy + (fy * side) / image.height,
    },
    image,
  );
}

/** Zooms keeping the square's centre where it is (as far as the edges allow). */
export function zoomTo(view: CropView, image: Size, zoom: number): CropView {
  return clampView({ ...view, zoom }, image);
}

/** Fractions floored to 4 places, so that x + w and y + h never pass 1. */
function fraction(value: number): string {
  const floored = Math.floor(value * 10_000) / 10_000;
  return String(Math.max(0, Math.min(1, floored)));
}

/** The crop the pipeline reads: `x,y,w,h` in fractions of the upright image. */
export function cropParameter(view: CropView, image: Size): string {
  const { zoom, cx, cy } = clampView(view, image);
  const side = cropSide(image, zoom);
  const w = side / image.width;
  const h = side / image.height;
  return [cx - w / 2, cy - h / 2, w, h].map(fraction).join(',');
}

/** Where to draw the whole image, in screen pixels, so that the square fills the window. */
export function imagePlacement(
  view: CropView,
  image: Size,
  windowPx: number,
): { left: number; top: number; width: number; height: number } {
  const scale = windowPx / cropSide(image, view.zoom);
  return {
    width: image.width * scale,
    height: image.height * scale,
    left: (cropSide(image, view.zoom) / 2 - view.cx * image.width) * scale,
    top: (cropSide(image, view.zoom) / 2 - view.cy * image.height) * scale,
  };
}

/** Pinch: the zoom scaled by how far the two fingers moved apart. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startZoom;
  return clamp((startZoom * distance) / startDistance, MIN_ZOOM, MAX_ZOOM);
}
