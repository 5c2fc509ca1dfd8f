// The image callables. Uploading itself goes straight to Storage (rules-checked staging path);
// these report what the pipeline made of an upload and take images away.
import { Type, type Static } from '@sinclair/typebox';
import { defineCallable } from '../platform/contract';
import { ownerCallable } from '../spaces/ownerCallable';
import { ItemIdSchema } from '../spaces/space';
import { IMAGE_SLOT_NAMES, ImageRefSchema, UploadIdSchema } from './image';
import { closed, stringEnum } from '../platform/schema';

/** Why the pipeline refused an upload; the editor words each one. */
export const IMAGE_FAILURES = [
  /** The bytes are not an image of a supported format, whatever the name or declared type. */
  'not-an-image',
  /** More than IMAGE_LIMITS.maxInputPixels, or a decompression bomb. */
  'too-many-pixels',
  'too-large',
  /** The space or item the upload was for is gone, or no longer the uploader's. */
  'target-gone',
  /** The metadata did not name a valid slot and target. */
  'invalid-target',
  /** The account uploaded more than UPLOAD_RATE_LIMITS allow; `retryAfterSeconds` says when. */
  'rate-limited',
] as const;
export type ImageFailure = (typeof IMAGE_FAILURES)[number];

export const ImageUploadStatusSchema = Type.Object(
  {
    /** `processing` also while the trigger has not started yet. */
    status: stringEnum(['processing', 'ready', 'failed'] as const),
    reason: Type.Optional(stringEnum(IMAGE_FAILURES)),
    /** With `rate-limited`: seconds until an upload may be accepted again. */
    retryAfterSeconds: Type.Optional(Type.Integer({ minimum: 1 })),
    image: Type.Optional(ImageRefSchema),
  },
  closed,
);
export type ImageUploadStatus = Static<typeof ImageUploadStatusSchema>;

/** What became of one of the caller's own uploads (another user's answers `processing` never). */
export const getImageUpload = defineCallable(
  'getImageUpload',
  'signedIn',
  Type.Object({ uploadId: UploadIdSchema }, closed),
  ImageUploadStatusSchema,
);

/** Takes an image off a space slot and deletes its objects. */
export const removeSpaceImage = ownerCallable(
  'removeSpaceImage',
  {
    slot: stringEnum(IMAGE_SLOT_NAMES.filter((s) => s !== 'user-icon')),
    itemId: Type.Optional(ItemIdSchema),
  },
  { removed: Type.Boolean() },
);

/** Takes the account's icon away and deletes its objects. */
export const removeUserIcon = defineCallable(
  'removeUserIcon',
  'signedIn',
  Type.Object({}, closed),
  Type.Object({ removed: Type.Boolean() }, closed),
);

export type GetImageUploadRequest = Static<typeof getImageUpload.request>;
export type RemoveSpaceImageRequest = Static<typeof removeSpaceImage.request>;
