import { describe, expect, it } from 'vitest';
import { validator } from '../platform/compile';
import { contrastRatio, mix } from './color';
import { BackgroundInputSchema, ThemeSchema, THEME_PRESETS, type BackgroundInput } from './space';
import {
  ACCENT_TINT,
  backgroundStops,
  checkDesign,
  designColors,
  PRESET_DESIGNS,
  SURFACE_TINT,
} from './theme';

const isTheme = validator(ThemeSchema);
const isBackground = validator(BackgroundInputSchema);
const clean = PRESET_DESIGNS.clean;
const bg = (over: Partial<BackgroundInput>): BackgroundInput => ({ ...clean.background, ...over });

describe('PRESET_DESIGNS', () => {
  it.each(THEME_PRESETS)('%s is a valid, readable design named after itself', (preset) => {
    const design = PRESET_DESIGNS[preset];
    expect(design.theme.preset).toBe(preset);
    expect(isTheme.issues(design.theme)).toEqual([]);
    expect(isBackground.issues(design.background)).toEqual([]);
    expect(checkDesign(design.background, design.theme).ok).toBe(true);
  });

  it('are six different looks', () => {
    const looks = new Set(THEME_PRESETS.map((p) => JSON.stringify(PRESET_DESIGNS[p].background)));
    expect(looks.size).toBe(THEME_PRESETS.length);
  });
});

describe('backgroundStops', () => {
  it('is both stops of a gradient', () => {
    expect(
      backgroundStops(bg({ kind: 'gradient', color: '#111111', gradientTo: '#eeeeee' })),
    ).toEqual(['#111111', '#eeeeee']);
  });

  it('is the overlay at its opacity over the darkest and the lightest image', () => {
    expect(backgroundStops(bg({ kind: 'image', color: '#000000', overlayOpacity: 50 }))).toEqual([
      '#000000',
      '#808080',
    ]);
  });
});

describe('designColors', () => {
  it('gives readable text on the surface and on the accent', () => {
    const colors = designColors(PRESET_DESIGNS.night.background, PRESET_DESIGNS.night.theme);
    expect(contrastRatio(colors.onSurface, colors.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.onAccent, colors.accent)).toBeGreaterThanOrEqual(4.5);
    expect(colors.text).toBe('#ffffff');
  });
});

describe('checkDesign', () => {
  it('refuses a gradient no text colour can read on, naming the second stop', () => {
    const result = checkDesign(
      bg({ kind: 'gradient', color: '#000000', gradientTo: '#ffffff' }),
      clean.theme,
    );
    expect(result).toEqual({
      ok: false,
      issues: [{ field: 'background.gradientTo', rule: 'contrast', limit: 4.5 }],
    });
  });

  it('refuses an image whose overlay is too thin, naming the opacity', () => {
    const result = checkDesign(
      bg({ kind: 'image', color: '#000000', overlayOpacity: 45 }),
      clean.theme,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues[0]?.field).toBe('background.overlayOpacity');
  });

  it('accepts a gradient whose stops are both light, and drops the image from the value', () => {
    const image = { path: 'images/u/i', width: 10, height: 10, widths: [10], color: '#ffffff' };
    const result = checkDesign(
      { ...bg({ kind: 'gradient', color: '#ffffff', gradientTo: '#e0f2fe' }), image },
      clean.theme,
    );
    expect(result.ok && result.value.background).toEqual(
      bg({ kind: 'gradient', color: '#ffffff', gradientTo: '#e0f2fe' }),
    );
  });
});

describe('quiet text on every preset', () => {
  it.each(THEME_PRESETS.map((preset) => [preset]))(
    '%s: muted text reads at 4.5:1 on the surface, its tints and the accent panel',
    (preset) => {
      const { background, theme } = PRESET_DESIGNS[preset];
      const c = designColors(background, theme);
      const over = (ink: string, bg: string, text: string) => [
        contrastRatio(ink, bg),
        contrastRatio(ink, mix(text, bg, SURFACE_TINT)),
        contrastRatio(ink, mix(theme.accent, bg, ACCENT_TINT)),
      ];
      for (const ratio of over(c.onSurfaceMuted, theme.surface, c.onSurface))
        expect(ratio).toBeGreaterThanOrEqual(4.5);
      // On the page itself (panels sit inside surfaces): every colour of the background; a
      // photo's light stop leaves no room for a tint under any text.
      for (const stop of backgroundStops(background))
        expect(contrastRatio(c.muted, stop)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
