// A space's look: the page background and the theme's tokens. Its own module so that documents
// beside the space's (a board's public document) can carry the look without an import cycle.
import { Type, type Static } from '@sinclair/typebox';
import { ImageRefSchema } from '../images/image';
import { stringEnum } from '../platform/schema';

export const BACKGROUND_KINDS = ['solid', 'gradient', 'image'] as const;
export const BACKGROUND_FITS = ['cover', 'repeat'] as const;
/** Designed starting points; choosing one fills every theme token and the background. */
export const THEME_PRESETS = ['clean', 'pastel', 'night', 'paper', 'pop', 'photo'] as const;
export const BUTTON_FILLS = ['solid', 'outline'] as const;
export const BUTTON_SHAPES = ['square', 'rounded', 'pill'] as const;
export const BUTTON_SHADOWS = ['none', 'soft', 'hard'] as const;
/** Font stacks; Latin display faces ship with the app, Japanese uses the platform's fonts. */
export const THEME_FONTS = ['sans', 'serif', 'rounded', 'display'] as const;
export const SNS_ICON_STYLES = ['brand', 'mono'] as const;

export const HexColorSchema = Type.String({ pattern: '^#[0-9a-f]{6}$' });

/**
 * The page background. Flat rather than a union, so that switching kinds keeps what the owner
 * chose for the others: `solid` uses `color`; `gradient` goes from `color` to `gradientTo` at
 * `angle` degrees; `image` draws `image` (attached by the pipeline; `color` until there is one)
 * with an overlay of `color` at `overlayOpacity` percent.
 */
export const BackgroundInputSchema = Type.Object(
  {
    kind: stringEnum(BACKGROUND_KINDS),
    color: HexColorSchema,
    gradientTo: HexColorSchema,
    angle: Type.Integer({ minimum: 0, maximum: 359 }),
    fit: stringEnum(BACKGROUND_FITS),
    overlayOpacity: Type.Integer({ minimum: 0, maximum: 90 }),
  },
  { additionalProperties: false },
);
export type BackgroundInput = Static<typeof BackgroundInputSchema>;

export const BackgroundSchema = Type.Object(
  {
    ...BackgroundInputSchema.properties,
    image: Type.Optional(ImageRefSchema),
  },
  { additionalProperties: false },
);
export type Background = Static<typeof BackgroundSchema>;

/**
 * The theme's tokens besides the background. Text colours are not stored: they follow the
 * background and surface for contrast (≥ 4.5:1), and the server refuses a theme that cannot reach it.
 */
export const ThemeSchema = Type.Object(
  {
    preset: stringEnum(THEME_PRESETS),
    /** Cards, the fan-message box, and filled buttons' neutral colour. */
    surface: HexColorSchema,
    accent: HexColorSchema,
    buttonFill: stringEnum(BUTTON_FILLS),
    buttonShape: stringEnum(BUTTON_SHAPES),
    buttonShadow: stringEnum(BUTTON_SHADOWS),
    font: stringEnum(THEME_FONTS),
    snsIcons: stringEnum(SNS_ICON_STYLES),
  },
  { additionalProperties: false },
);
export type Theme = Static<typeof ThemeSchema>;
