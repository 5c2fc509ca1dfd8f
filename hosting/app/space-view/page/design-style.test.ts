import { PRESET_DESIGNS } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { backgroundCss, designStyle } from './design-style';

const base = PRESET_DESIGNS.clean.background;

describe('backgroundCss', () => {
  it('draws a solid colour, a gradient at its angle, and an image under its overlay', () => {
    expect(backgroundCss({ ...base, kind: 'solid', color: '#123456' })).toBe('#123456');
    expect(
      backgroundCss({
        ...base,
        kind: 'gradient',
        color: '#000000',
        gradientTo: '#ffffff',
        angle: 45,
      }),
    ).toBe('linear-gradient(45deg, #000000, #ffffff)');
    const image = backgroundCss(
      { ...base, kind: 'image', color: '#000000', overlayOpacity: 60, fit: 'cover' },
      'https://img.example/a b.webp',
    );
    expect(image).toContain('color-mix(in srgb, #000000 60%, transparent)');
    expect(image).toContain('url("https://img.example/a%20b.webp") center / cover no-repeat');
  });

  it('shows the overlay colour alone until an image is attached', () => {
    expect(backgroundCss({ ...base, kind: 'image', color: '#222222' })).toBe('#222222');
  });
});

describe('designStyle', () => {
  it('sets the semantic tokens from the theme, with text that reads on the background', () => {
    const { background, theme } = PRESET_DESIGNS.night;
    const style = designStyle(background, theme) as Record<string, string>;
    expect(style['--color-fg']).toBe('#ffffff');
    expect(style['--color-accent']).toBe(theme.accent);
    expect(style['--color-surface']).toBe(theme.surface);
    expect(style['--space-button-radius']).toBe('9999px');
  });

  it('gives a hard shadow in the text colour and the display face for headings', () => {
    const { background, theme } = PRESET_DESIGNS.pop;
    const style = designStyle(background, theme) as Record<string, string>;
    expect(style['--space-button-shadow']).toBe('4px 4px 0 0 #111827');
    expect(style['--space-heading-font']).toMatch(/^'Spaces Display'/);
  });
});
