// Themes: the designed presets, the colours a theme and background resolve to (the public page,
// the preview and the server all use these), and the contrast rule the server enforces.
import type { FieldIssue } from '../platform/errors';
import type { Checked } from './checks';
import { contrastRatio, dangerInkFor, inksFor, MIN_TEXT_CONTRAST, mix } from './color';
import type { Background, BackgroundInput, Theme, THEME_PRESETS } from './space';

export type ThemePreset = (typeof THEME_PRESETS)[number];

export interface PresetDesign {
  theme: Theme;
  background: BackgroundInput;
}

/** Six designed starting points; choosing one sets every token and the background. */
export const PRESET_DESIGNS: Readonly<Record<ThemePreset, PresetDesign>> = {
  clean: {
    theme: {
      preset: 'clean',
      surface: '#f5f5f5',
      accent: '#111827',
      buttonFill: 'solid',
      buttonShape: 'rounded',
      buttonShadow: 'none',
      font: 'sans',
      snsIcons: 'brand',
    },
    background: {
      kind: 'solid',
      color: '#ffffff',
      gradientTo: '#f1f5f9',
      angle: 180,
      fit: 'cover',
      overlayOpacity: 40,
    },
  },
  pastel: {
    theme: {
      preset: 'pastel',
      surface: '#ffffff',
      accent: '#be185d',
      buttonFill: 'solid',
      buttonShape: 'pill',
      buttonShadow: 'soft',
      font: 'rounded',
      snsIcons: 'brand',
    },
    background: {
      kind: 'gradient',
      color: '#fce7f3',
      gradientTo: '#dbeafe',
      angle: 160,
      fit: 'cover',
      overlayOpacity: 40,
    },
  },
  night: {
    theme: {
      preset: 'night',
      surface: '#1e1b3a',
      accent: '#a78bfa',
      buttonFill: 'outline',
      buttonShape: 'pill',
      buttonShadow: 'none',
      font: 'sans',
      snsIcons: 'mono',
    },
    background: {
      kind: 'gradient',
      color: '#0b1026',
      gradientTo: '#2a1b4d',
      angle: 180,
      fit: 'cover',
      overlayOpacity: 40,
    },
  },
  paper: {
    theme: {
      preset: 'paper',
      surface: '#fffdf7',
      accent: '#7c2d12',
      buttonFill: 'outline',
      buttonShape: 'square',
      buttonShadow: 'none',
      font: 'serif',
      snsIcons: 'mono',
    },
    background: {
      kind: 'solid',
      color: '#f4ecdc',
      gradientTo: '#ebe0c8',
      angle: 180,
      fit: 'cover',
      overlayOpacity: 40,
    },
  },
  pop: {
    theme: {
      preset: 'pop',
      surface: '#ffffff',
      accent: '#111827',
      buttonFill: 'solid',
      buttonShape: 'rounded',
      buttonShadow: 'hard',
      font: 'display',
      snsIcons: 'brand',
    },
    background: {
      kind: 'gradient',
      color: '#fde047',
      gradientTo: '#fb923c',
      angle: 135,
      fit: 'cover',
      overlayOpacity: 40,
    },
  },
  photo: {
    theme: {
      preset: 'photo',
      surface: '#18181b',
      accent: '#ffffff',
      buttonFill: 'solid',
      buttonShape: 'pill',
      buttonShadow: 'soft',
      font: 'sans',
      snsIcons: 'mono',
    },
    background: {
      kind: 'image',
      color: '#0f172a',
      gradientTo: '#1e293b',
      angle: 180,
      fit: 'cover',
      overlayOpacity: 60,
    },
  },
};

/** The look of a new space, and of one that never chose its own: the clean preset. */
export const DEFAULT_THEME: Theme = PRESET_DESIGNS.clean.theme;
export const DEFAULT_BACKGROUND: Background = PRESET_DESIGNS.clean.background;

/**
 * The colours a background shows, for contrast: its colour; both stops of a gradient; for an
 * image, the overlay at its opacity over the darkest and over the lightest picture there could
 * be — so the text stays readable whatever image is (or will be) under it.
 */
export function backgroundStops(background: BackgroundInput): string[] {
  switch (background.kind) {
    case 'gradient':
      return [background.color, background.gradientTo];
    case 'image': {
      const opacity = background.overlayOpacity / 100;
      return [mix(background.color, '#000000', opacity), mix(background.color, '#ffffff', opacity)];
    }
    default:
      return [background.color];
  }
}

/** Every colour the page is drawn with, resolved from the background and the theme. */
export interface DesignColors {
  text: string;
  muted: string;
  surface: string;
  onSurface: string;
  onSurfaceMuted: string;
  accent: string;
  onAccent: string;
  /** Error messages on the page's background and on the surface, each readable at 4.5:1. */
  danger: string;
  onSurfaceDanger: string;
  /** Worst contrasts, for the editor's live feedback and the server's rule. */
  contrast: { background: number; surface: number; accent: number };
}

/**
 * The tints pages draw over a background: its own text colour for quiet chips, notes and a
 * missing avatar (`--color-surface-muted`), the accent for highlighted panels
 * (`--color-accent-soft`). Muted text is chosen to read at 4.5:1 on them too.
 */
export const SURFACE_TINT = 0.08;
export const ACCENT_TINT = 0.12;

/** Muted text that reads on each background and on the tints drawn over it. */
function mutedOver(backgrounds: readonly string[], text: string, accent: string): string {
  const tinted = backgrounds.flatMap((bg) => [
    mix(text, bg, SURFACE_TINT),
    mix(accent, bg, ACCENT_TINT),
  ]);
  return inksFor([...backgrounds, ...tinted]).muted;
}

export function designColors(
  background: BackgroundInput,
  theme: Pick<Theme, 'surface' | 'accent'>,
): DesignColors {
  const stops = backgroundStops(background);
  const page = inksFor(stops);
  const surface = inksFor([theme.surface]);
  const accent = inksFor([theme.accent]);
  return {
    text: page.text,
    muted: mutedOver(stops, page.text, theme.accent),
    surface: theme.surface,
    onSurface: surface.text,
    onSurfaceMuted: mutedOver([theme.surface], surface.text, theme.accent),
    accent: theme.accent,
    onAccent: accent.text,
    danger: dangerInkFor(backgroundStops(background)),
    onSurfaceDanger: dangerInkFor([theme.surface]),
    contrast: {
      background: page.contrast,
      surface: surface.contrast,
      accent: contrastRatio(accent.text, theme.accent),
    },
  };
}

/**
 * Refuses a background and theme whose text cannot reach 4.5:1: the field named is the colour to
 * change (a gradient's second stop, the overlay for images).
 */
export function checkDesign(
  background: BackgroundInput & Pick<Background, 'image'>,
  theme: Theme,
): Checked<{ background: BackgroundInput; theme: Theme }> {
  const { contrast } = designColors(background, theme);
  const issues: FieldIssue[] = [];
  const limit = MIN_TEXT_CONTRAST;
  if (contrast.background < limit) {
    const field =
      background.kind === 'gradient'
        ? 'background.gradientTo'
        : background.kind === 'image'
          ? 'background.overlayOpacity'
          : 'background.color';
    issues.push({ field, rule: 'contrast', limit });
  }
  if (contrast.surface < limit) issues.push({ field: 'theme.surface', rule: 'contrast', limit });
  if (contrast.accent < limit) issues.push({ field: 'theme.accent', rule: 'contrast', limit });
  if (issues.length > 0) return { ok: false, issues };
  const { image: _image, ...input } = background;
  return { ok: true, value: { background: input, theme } };
}
