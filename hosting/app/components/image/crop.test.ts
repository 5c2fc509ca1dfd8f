import { describe, expect, it } from 'vitest';
import {
  CENTRED,
  clampView,
  cropParameter,
  imagePlacement,
  MAX_ZOOM,
  moveBy,
  panBy,
  pinchZoom,
  zoomTo,
} from './crop';

const WIDE = { width: 2000, height: 1000 };
const TALL = { width: 600, height: 1200 };

const parse = (crop: string) => crop.split(',').map(Number) as [number, number, number, number];

describe('cropParameter', () => {
  it('is the centre square at zoom 1', () => {
    expect(cropParameter(CENTRED, WIDE)).toBe('0.25,0,0.5,1');
    expect(cropParameter(CENTRED, TALL)).toBe('0,0.25,1,0.5');
  });

  it('is square in pixels and inside the image', () => {
    const crop = parse(cropParameter({ zoom: 3, cx: 0.9, cy: 0.1 }, { width: 1234, height: 777 }));
    const [x, y, w, h] = crop;
    expect(Math.abs(w * 1234 - h * 777)).toBeLessThan(1);
    expect(x + w).toBeLessThanOrEqual(1);
    expect(y + h).toBeLessThanOrEqual(1);
    expect(Math.min(x, y)).toBeGreaterThanOrEqual(0);
  });
});

describe('clampView', () => {
  it('keeps the zoom in range and the square inside', () => {
    expect(clampView({ zoom: 0.5, cx: 0, cy: 2 }, WIDE)).toEqual({ zoom: 1, cx: 0.25, cy: 0.5 });
    expect(clampView({ zoom: 99, cx: 0.5, cy: 0.5 }, WIDE).zoom).toBe(MAX_ZOOM);
  });
});

describe('panBy', () => {
  it('moves the square against the drag, in image pixels per screen pixel', () => {
    // 1000 image px shown in a 250 px window: 4 image px per screen px.
    const view = panBy(CENTRED, WIDE, 50, 0, 250);
    expect(view.cx).toBeCloseTo(0.5 - 200 / 2000);
    expect(view.cy).toBe(0.5);
  });
  it('stops at the edge', () => {
    expect(panBy(CENTRED, WIDE, 10_000, 0, 250).cx).toBe(0.25);
  });
});

describe('moveBy and zoomTo', () => {
  it('moves by a fraction of the square', () => {
    expect(moveBy(CENTRED, WIDE, 0.1, 0).cx).toBeCloseTo(0.55);
  });
  it('zooms about the centre and pulls the square back inside when zooming out', () => {
    const zoomed = zoomTo(CENTRED, WIDE, 2);
    expect(zoomed).toEqual({ zoom: 2, cx: 0.5, cy: 0.5 });
    const atEdge = moveBy(zoomed, WIDE, 0, 10);
    expect(atEdge.cy).toBeCloseTo(0.75);
    expect(zoomTo(atEdge, WIDE, 1).cy).toBe(0.5);
  });
});

describe('imagePlacement', () => {
  it('fills the window with the square', () => {
    expect(imagePlacement(CENTRED, WIDE, 250)).toEqual({
      width: 500,
      height: 250,
      left: -125,
      top: 0,
    });
  });
});

describe('pinchZoom', () => {
  it('scales with the fingers’ distance, within range', () => {
    expect(pinchZoom(2, 100, 150)).toBe(3);
    expect(pinchZoom(2, 100, 10)).toBe(1);
    expect(pinchZoom(2, 0, 10)).toBe(2);
  });
});
