// The pipeline's part for visitors' images on boards (fan art): a staged object at
// `board-uploads/{grantId}` that storage.rules let in only under a live, unspent grant of exactly
// its type and size. The grant is read again, the bytes are processed as any image, the variants
// are written under the space owner's folder, and one transaction creates the post (held for the
// owner unless the board publishes images) and spends the grant. The staging object is deleted
// whatever the outcome; a repeated delivery finds the grant spent and only deletes it.
import { BOARD_IMAGE_LIMITS, GRANT_ID_PATTERN, type ImageRef } from '@spaces/contracts';
import { createHash } from 'node:crypto';
import { grantOf, postGrantedImage, spendGrant } from '../boards/fanArt';
import * as logs from '../platform/logs';
import { deleteImages, deleteObject, readObject, writeVariant } from './objects';
import { processImage } from './processImage';
import type { FinalizedObject, UploadOutcome } from './handleUpload';

export const BOARD_STAGING_PREFIX = 'board-uploads/';

/** Variant widths as a card's: a post's image is shown at most a column wide. */
const PROCESSED_AS = 'card';
const LOG_SLOT = 'board-post';
const GRANT_ID = new RegExp(GRANT_ID_PATTERN);

/** The grant id a staging name carries, when it is one the rules could have let in. */
function grantIdOf(name: string): string | undefined {
  if (!name.startsWith(BOARD_STAGING_PREFIX)) return undefined;
  const grantId = name.slice(BOARD_STAGING_PREFIX.length);
  return GRANT_ID.test(grantId) ? grantId : undefined;
}

/**
 * The processed image's folder in the owner's images: derived from the grant and its secret, so a
 * repeated delivery writes the same objects, and the visitor (who knows only the grant id) cannot
 * find the image before the owner publishes it.
 */
function boardImagePath(ownerUid: string, grantId: string, secret: string): string {
  const imageId = createHash('sha256')
    .update(`board-image:${grantId}:${secret}`)
    .digest('hex')
    .slice(0, 24);
  return `images/${ownerUid}/${imageId}`;
}

export async function handleBoardUpload(object: FinalizedObject): Promise<UploadOutcome> {
  const grantId = grantIdOf(object.name);
  if (!grantId) {
    logs.imageUploadIgnored(object.name);
    await deleteObject(object.bucket, object.name);
    return 'ignored';
  }
  const started = Date.now();
  const grant = await grantOf(grantId);
  if (!grant) {
    logs.imageUploadIgnored(object.name);
    await deleteObject(object.bucket, object.name);
    return 'ignored';
  }
  if (grant.usedAt) {
    logs.imageUploadRepeated(grantId, grant.ownerUid, grant.postId ? 'posted' : 'refused');
    await deleteObject(object.bucket, object.name);
    return 'repeated';
  }
  const refuse = async (
    reason: Exclude<UploadOutcome, 'ignored' | 'repeated' | 'ready'>,
    detail: string,
  ) => {
    logs.imageUploadRefused(grantId, grant.ownerUid, LOG_SLOT, reason, detail);
    await spendGrant(grantId, reason);
    await deleteObject(object.bucket, object.name);
    return reason;
  };
  // The rules checked the size against the grant; this holds even if they were bypassed.
  const size = Number(object.size);
  if (size > grant.size || size > BOARD_IMAGE_LIMITS.uploadMaxBytes)
    return refuse('too-large', `${object.size} bytes`);

  const processed = await processImage(
    await readObject(object.bucket, object.name),
    PROCESSED_AS,
    undefined,
  );
  if (!processed.ok) return refuse(processed.reason, processed.detail);
  const { variants, color } = processed.value;
  const largest = variants[variants.length - 1]!;
  const image: ImageRef = {
    path: boardImagePath(grant.ownerUid, grantId, grant.secret),
    width: largest.width,
    height: largest.height,
    widths: variants.map((v) => v.width),
    color,
  };
  // Variants first: a published post links to them at once.
  await Promise.all(variants.map((v) => writeVariant(object.bucket, image, v.width, v.data)));
  const posted = await postGrantedImage(grantId, image);
  if (posted.outcome === 'target-gone') {
    await deleteImages([image], object.bucket);
    logs.imageUploadRefused(grantId, grant.ownerUid, LOG_SLOT, 'target-gone', 'board closed');
    await deleteObject(object.bucket, object.name);
    return 'target-gone';
  }
  await deleteObject(object.bucket, object.name);
  if (posted.outcome === 'repeated') return 'repeated';
  logs.imageUploadProcessed(grantId, grant.ownerUid, LOG_SLOT, image.widths, Date.now() - started);
  return 'ready';
}
