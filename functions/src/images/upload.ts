// What a staged upload asks for, read from its object name and custom metadata and checked before a
// byte of it is decoded; and where its processed image will live. Pure.
import {
  IMAGE_SLOTS,
  ItemIdSchema,
  SpaceIdSchema,
  UPLOAD_ID_PATTERN,
  type ImageFailure,
  type ImageSlot,
} from '@spaces/contracts';
import { createHash } from 'node:crypto';
import type { SpaceItemSlot } from '../spaces/attachImage';

/** Every staged upload lives under this prefix; the trigger ignores every other object. */
export const STAGING_PREFIX = 'uploads/';

/** Processed images live under this prefix, a folder per user (`images/{uid}/{imageId}`). */
const IMAGES_PREFIX = 'images/';

/** Uids as Storage paths carry them: Auth's own, or the Admin SDK's (the demo owner's). */
const UID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const UPLOAD_ID = new RegExp(UPLOAD_ID_PATTERN);
const SPACE_ID = new RegExp(SpaceIdSchema.pattern ?? '');
const ITEM_ID = new RegExp(ItemIdSchema.pattern ?? '');

export interface StagedObject {
  uid: string;
  uploadId: string;
}

/**
 * `uploads/{uid}/{uploadId}` split into its parts; undefined for an object outside staging, or a
 * name there the rules would never have let a browser write.
 */
export function parseStagingName(name: string): StagedObject | undefined {
  if (!name.startsWith(STAGING_PREFIX)) return undefined;
  const [uid, uploadId, ...rest] = name.slice(STAGING_PREFIX.length).split('/');
  if (rest.length > 0 || !uid || !uploadId) return undefined;
  if (!UID_PATTERN.test(uid) || !UPLOAD_ID.test(uploadId)) return undefined;
  return { uid, uploadId };
}

/** A square crop as fractions (0–1) of the upright image. */
export interface Crop {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * What the upload is for: the account, a space, or one item of a space. A card or button upload
 * without an item is held on the space for a row not saved yet (decision 056).
 */
export type UploadTarget =
  | { slot: 'user-icon' }
  | {
      slot: Exclude<ImageSlot, 'user-icon' | SpaceItemSlot | 'board-cover' | 'embed-poster'>;
      spaceId: string;
    }
  | { slot: SpaceItemSlot; spaceId: string; itemId?: string }
  | { slot: 'embed-poster'; spaceId: string; itemId: string }
  | { slot: 'board-cover'; spaceId: string; itemId: string };

export interface UploadRequest {
  target: UploadTarget;
  crop?: Crop;
}

export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; reason: ImageFailure; /** For the log, never for people. */ detail: string };

const refuse = (reason: ImageFailure, detail: string) => ({ ok: false, reason, detail }) as const;

export function isImageSlot(value: string | undefined): value is ImageSlot {
  return value !== undefined && Object.hasOwn(IMAGE_SLOTS, value);
}

const FRACTION = /^(?:0(?:\.\d{1,6})?|1(?:\.0{1,6})?|\.\d{1,6})$/;
/** Rounding in the browser may leave a crop a hair past the edge. */
const EDGE_TOLERANCE = 1e-3;

/** `x,y,w,h` in fractions of the upright image; undefined when it is not a crop inside it. */
export function parseCrop(text: string): Crop | undefined {
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((p) => FRACTION.test(p.trim()))) return undefined;
  const [x, y, w, h] = parts.map((p) => Number(p.trim())) as [number, number, number, number];
  if (w <= 0 || h <= 0) return undefined;
  if (x + w > 1 + EDGE_TOLERANCE || y + h > 1 + EDGE_TOLERANCE) return undefined;
  return { x, y, w, h };
}

/**
 * The slot, target and crop the browser declared in the upload's custom metadata, or why the
 * pipeline refuses them (`invalid-target`). Keys a slot does not use are refused rather than
 * ignored, so that a confused client learns at once.
 */
export function parseUploadMetadata(
  metadata: Readonly<Record<string, string>> | undefined,
): Outcome<UploadRequest> {
  const {
    slot,
    spaceId,
    itemId,
    crop: cropText,
    // Firebase Storage keeps download tokens here; it is not the browser's declaration.
    firebaseStorageDownloadTokens: _tokens,
    ...rest
  } = metadata ?? {};
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return refuse('invalid-target', `unknown keys: ${unknown.join(',')}`);
  if (!isImageSlot(slot)) return refuse('invalid-target', 'unknown slot');
  const { scope, crop: cropKind } = IMAGE_SLOTS[slot];

  let crop: Crop | undefined;
  if (cropText !== undefined) {
    if (cropKind !== 'square') return refuse('invalid-target', `slot ${slot} is not cropped`);
    crop = parseCrop(cropText);
    if (!crop) return refuse('invalid-target', 'malformed crop');
  }
  const request = (target: UploadTarget): Outcome<UploadRequest> => ({
    ok: true,
    value: crop ? { target, crop } : { target },
  });

  if (scope === 'user') {
    if (spaceId !== undefined || itemId !== undefined)
      return refuse('invalid-target', 'the account slot takes no space or item');
    return request({ slot: 'user-icon' });
  }
  if (spaceId === undefined || !SPACE_ID.test(spaceId) || spaceId.length > 128)
    return refuse('invalid-target', 'missing or malformed spaceId');
  if (scope === 'space') {
    if (itemId !== undefined) return refuse('invalid-target', `slot ${slot} takes no item`);
    return request({
      slot: slot as Exclude<
        ImageSlot,
        'user-icon' | SpaceItemSlot | 'board-cover' | 'embed-poster'
      >,
      spaceId,
    });
  }
  const held = slot === 'card' || slot === 'button';
  if (itemId === undefined && held) return request({ slot, spaceId });
  if (
    itemId === undefined ||
    !ITEM_ID.test(itemId) ||
    itemId.length > (ItemIdSchema.maxLength ?? Infinity)
  )
    return refuse('invalid-target', 'missing or malformed itemId');
  if (held) return request({ slot, spaceId, itemId });
  return request(
    slot === 'embed-poster' ? { slot, spaceId, itemId } : { slot: 'board-cover', spaceId, itemId },
  );
}

/**
 * The processed image's folder, `images/{uid}/{imageId}`. The id is derived from the upload id,
 * so a repeated delivery of the same upload writes the same objects instead of new ones; hashing
 * keeps the staging name (which only its uploader knows) out of public URLs.
 */
export function imagePathFor(uid: string, uploadId: string): string {
  const imageId = createHash('sha256').update(`image:${uploadId}`).digest('hex').slice(0, 24);
  return `${IMAGES_PREFIX}${uid}/${imageId}`;
}

/**
 * The Storage folders holding a user's objects: staged uploads and processed images. With the
 * trailing `/`, so that one uid's folder never matches another uid that starts the same way.
 */
export function userFolders(uid: string): [string, string] {
  return [`${STAGING_PREFIX}${uid}/`, `${IMAGES_PREFIX}${uid}/`];
}
