// A space's theme as CSS custom properties on the page root: the app's semantic colour tokens
// (so every component inside re-colours), the button style, the font and the background. Pure and
// server-rendered, so the page reads its theme without JavaScript.
import {
  designColors,
  ACCENT_TINT,
  SURFACE_TINT,
  type Background,
  type BackgroundInput,
  type Theme,
} from '@spaces/contracts';
import type { CSSProperties } from 'react';
import { BODY_FONTS, HEADING_FONTS } from './fonts';

const RADII: Record<Theme['buttonShape'], string> = {
  square: '6px',
  rounded: '14px',
  pill: '9999px',
};

/** A colour at a percentage over nothing, for lines and tints that follow the text colour. */
const tint = (color: string, percent: number) =>
  `color-mix(in srgb, ${color} ${percent}%, transparent)`;

function shadow(kind: Theme['buttonShadow'], ink: string): string {
  switch (kind) {
    case 'soft':
      return `0 8px 24px -10px ${tint('#000000', 45)}`;
    case 'hard':
      return `4px 4px 0 0 ${ink}`;
    default:
      return 'none';
  }
}

/** The CSS `background` of the page (the image's URL comes from the caller). */
export function backgroundCss(background: BackgroundInput, imageUrl?: string): string {
  switch (background.kind) {
    case 'gradient':
      return `linear-gradient(${background.angle}deg, ${background.color}, ${background.gradientTo})`;
    case 'image': {
      const overlay = tint(background.color, background.overlayOpacity);
      if (!imageUrl) return background.color;
      const repeat = background.fit === 'repeat' ? 'repeat' : 'center / cover no-repeat';
      return `linear-gradient(${overlay}, ${overlay}), url("${encodeURI(imageUrl)}") ${repeat}, ${background.color}`;
    }
    default:
      return background.color;
  }
}

export function designStyle(
  background: Background | BackgroundInput,
  theme: Theme,
  imageUrl?: string,
): CSSProperties {
  const c = designColors(background, theme);
  const vars: Record<string, string> = {
    '--space-bg': backgroundCss(background, imageUrl),
    '--color-canvas': background.color,
    '--color-fg': c.text,
    '--color-fg-soft': c.text,
    '--color-fg-muted': c.muted,
    '--color-fg-subtle': c.muted,
    '--color-line': tint(c.text, 18),
    '--color-line-strong': tint(c.text, 32),
    '--color-surface': c.surface,
    '--color-surface-muted': tint(c.onSurface, SURFACE_TINT * 100),
    '--color-accent': c.accent,
    '--color-accent-strong': c.accent,
    '--color-accent-soft': tint(c.accent, ACCENT_TINT * 100),
    '--color-on-accent': c.onAccent,
    '--space-on-surface': c.onSurface,
    '--space-on-surface-muted': c.onSurfaceMuted,
    '--space-danger': c.danger,
    '--space-on-surface-danger': c.onSurfaceDanger,
    '--space-button-radius': RADII[theme.buttonShape],
    '--space-button-shadow': shadow(theme.buttonShadow, c.text),
    '--space-font': BODY_FONTS[theme.font],
    '--space-heading-font': HEADING_FONTS[theme.font],
  };
  return vars;
}
