// Images as pages and the editor reference them, the slots an image can fill, and the storage
// paths of the pipeline. The browser uploads into its own staging path; only the image pipeline
// (a Storage finalize trigger) writes processed variants and attaches them to their slot.
import { Type, type Static } from '@sinclair/typebox';

/**
 * Widths are the variants the pipeline writes; `crop: 'square'` slots are cut to 1:1 (where the
 * owner chose), `crop: 'share'` to 1200:630 around the centre.
 */
export const IMAGE_SLOTS = {
  /** The account's icon (`/u/icon`). */
  'user-icon': { widths: [96, 192, 384], crop: 'square', scope: 'user' },
  /** `/s/{slug}/top`. */
  'space-avatar': { widths: [96, 192, 384], crop: 'square', scope: 'space' },
  'space-header': { widths: [640, 1280, 1920], crop: 'none', scope: 'space' },
  /** The page's image in link previews, cut to the previews' 1200×630 around its centre. */
  'share-image': { widths: [600, 1200], crop: 'share', scope: 'space' },
  /** `/s/{slug}/bg`, when the background is an image. */
  'space-background': { widths: [720, 1440, 2160], crop: 'none', scope: 'space' },
  /** One card (`itemId` = the card's id). */
  card: { widths: [320, 640, 1280], crop: 'none', scope: 'item' },
  /** One link button's thumbnail (`itemId` = the button's id), shown small at its start. */
  button: { widths: [64, 128, 192], crop: 'square', scope: 'item' },
  /** The thanks shown after a letter / a fan message (`/s/{slug}/thanks-message`). */
  'thanks-letter': { widths: [320, 640, 1280], crop: 'none', scope: 'space' },
  'thanks-fan-message': { widths: [320, 640, 1280], crop: 'none', scope: 'space' },
  /** One embed's poster (`itemId` = the embed's id): most players are 16:9. */
  'embed-poster': { widths: [320, 640, 1280], crop: 'none', scope: 'item' },
  /** One board's cover (`itemId` = the board's id). */
  'board-cover': { widths: [320, 640, 1280], crop: 'none', scope: 'item' },
} as const satisfies Record<
  string,
  {
    widths: readonly number[];
    crop: 'square' | 'share' | 'none';
    scope: 'user' | 'space' | 'item';
  }
>;
export type ImageSlot = keyof typeof IMAGE_SLOTS;
export const IMAGE_SLOT_NAMES = Object.keys(IMAGE_SLOTS) as ImageSlot[];

export const IMAGE_LIMITS = {
  /** What the browser may put into staging (storage.rules enforces it too). */
  uploadMaxBytes: 15 * 1024 * 1024,
  /** `sharp`'s limitInputPixels: more is refused as a possible decompression bomb. */
  maxInputPixels: 25_000_000,
  /** Declared types the rules accept; the pipeline decides from the bytes in any case. */
  uploadContentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
} as const;

/** An upload's id: chosen by the browser, also the staging object's name. */
export const UPLOAD_ID_PATTERN = '^[A-Za-z0-9]{20}$';
export const UploadIdSchema = Type.String({ pattern: UPLOAD_ID_PATTERN });

/**
 * Custom metadata the browser sets on a staged upload: which slot it fills. `spaceId` for space
 * and item slots, `itemId` for item slots; `crop` is an optional `x,y,w,h` in fractions (0–1) of
 * the upright image, for square slots.
 */
export interface UploadMetadata {
  slot: ImageSlot;
  spaceId?: string;
  itemId?: string;
  crop?: string;
}

/** `uploads/{uid}/{uploadId}`: the only place the browser may write. */
export function stagingPath(uid: string, uploadId: string): string {
  return `uploads/${uid}/${uploadId}`;
}

/** Where a processed image's variants live (uids the Admin SDK sets, like the demo owner's, may have - and _). */
export const ImagePathSchema = Type.String({
  maxLength: 200,
  pattern: '^images/[A-Za-z0-9_-]+/[A-Za-z0-9]+$',
});

/**
 * A processed image. Variants live at `{path}/{width}.webp` under immutable names (a new upload
 * gets a new path), so they can be cached for a year.
 */
export const ImageRefSchema = Type.Object(
  {
    /** `images/{uid}/{imageId}`. */
    path: ImagePathSchema,
    /** Size of the largest variant, for `width`/`height` attributes and the aspect ratio. */
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    /** Variant widths written, ascending. */
    widths: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 6 }),
    /** Placeholder colour shown while the image loads (`#rrggbb`). */
    color: Type.String({ pattern: '^#[0-9a-f]{6}$' }),
  },
  { additionalProperties: false },
);
export type ImageRef = Static<typeof ImageRefSchema>;
