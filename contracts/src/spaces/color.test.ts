import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  dangerInkFor,
  DARK_INK,
  inksFor,
  LIGHT_INK,
  mix,
  relativeLuminance,
  worstContrast,
} from './color';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('weighs green far above blue', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => relativeLuminance('red')).toThrow();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it('matches the published figure for #777777 on white (4.48:1)', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('is 1 for the same colour', () => {
    expect(contrastRatio('#3366cc', '#3366cc')).toBe(1);
  });
});

describe('mix', () => {
  it('lays a colour over another at an opacity', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 1)).toBe('#ff0000');
    expect(mix('#ff0000', '#0000ff', 0)).toBe('#0000ff');
  });
});

describe('inksFor', () => {
  it('writes dark on light and light on dark', () => {
    expect(inksFor(['#ffffff']).text).toBe(DARK_INK);
    expect(inksFor(['#0b1026']).text).toBe(LIGHT_INK);
  });

  it('judges a gradient by its worse stop', () => {
    const inks = inksFor(['#ffffff', '#000000']);
    expect(inks.contrast).toBeLessThan(4.5);
  });

  it('reaches 4.5:1 on a mid-tone by falling back to black', () => {
    const inks = inksFor(['#7a7a7a']);
    expect(inks.text).toBe('#000000');
    expect(inks.contrast).toBeGreaterThanOrEqual(4.5);
  });

  it('makes muted text quieter than the text but still 4.5:1 on every stop', () => {
    const stops = ['#fce7f3', '#dbeafe'];
    const inks = inksFor(stops);
    expect(inks.muted).not.toBe(inks.text);
    for (const stop of stops) {
      expect(contrastRatio(inks.muted, stop)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(inks.text, stop)).toBeGreaterThan(contrastRatio(inks.muted, stop));
    }
  });
});

describe('dangerInkFor', () => {
  it('picks a red that reads at 4.5:1 on light and dark backgrounds alike', () => {
    for (const backgrounds of [['#ffffff'], ['#0b1026'], ['#f4ecdc', '#ebe0c8'], ['#18181b']]) {
      const ink = dangerInkFor(backgrounds);
      expect(worstContrast(ink, backgrounds)).toBeGreaterThanOrEqual(4.5);
    }
    expect(dangerInkFor(['#ffffff'])).toBe('#991b1b');
    expect(dangerInkFor(['#000000'])).not.toBe('#991b1b');
  });

  it('falls back to the text ink where no red reads', () => {
    // A mid red: no red is far enough from it.
    const backgrounds = ['#dc2626'];
    expect(worstContrast(dangerInkFor(backgrounds), backgrounds)).toBeGreaterThan(
      worstContrast('#f87171', backgrounds),
    );
  });
});
