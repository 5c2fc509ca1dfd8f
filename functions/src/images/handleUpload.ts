// The image pipeline, one staged upload at a time: check what it asks for, process the bytes,
// write the variants, attach the image to its slot (re-checking the uploader still owns it),
// record the outcome, then delete what is no longer needed. Delivery is at least once, so every
// step is safe to repeat; bad input never throws: it is logged by name and recorded as failed.
import { IMAGE_LIMITS, type ImageFailure, type ImageRef } from '@spaces/contracts';
import { attachIcon } from '../account/icon';
import { attachBoardCover } from '../boards/cover';
import * as logs from '../platform/logs';
import { attachImage } from '../spaces/attachImage';
import { BOARD_STAGING_PREFIX, handleBoardUpload } from './handleBoardUpload';
import { deleteImages, deleteObject, readObject, writeVariant } from './objects';
import { processImage } from './processImage';
import * as store from './store';
import {
  imagePathFor,
  isImageSlot,
  parseStagingName,
  parseUploadMetadata,
  STAGING_PREFIX,
  type StagedObject,
  type UploadTarget,
} from './upload';

/** The parts of a finalized object's event the pipeline reads. */
export interface FinalizedObject {
  bucket: string;
  name: string;
  /** Bytes; the event carries it as a decimal string. */
  size: number | string;
  metadata?: Record<string, string> | null;
}

export type UploadOutcome = 'ignored' | 'repeated' | 'ready' | ImageFailure;

export async function handleUpload(object: FinalizedObject): Promise<UploadOutcome> {
  if (object.name.startsWith(BOARD_STAGING_PREFIX)) return handleBoardUpload(object);
  const staged = parseStagingName(object.name);
  if (!staged) {
    // Only staging names the rules allow are processed; anything else there is left alone.
    if (object.name.startsWith(STAGING_PREFIX)) logs.imageUploadIgnored(object.name);
    return 'ignored';
  }
  const started = Date.now();
  const request = parseUploadMetadata(object.metadata ?? undefined);
  const fields: store.UploadFields = {
    uid: staged.uid,
    ...(request.ok ? targetFields(request.value.target) : knownSlot(object.metadata)),
  };

  const begun = await store.beginUpload(staged.uploadId, fields);
  if (begun.kind === 'finished') {
    await finishRepeated(object, staged, begun.doc);
    return 'repeated';
  }
  if (begun.kind === 'limited') {
    // Already recorded as failed; the bytes are not even read.
    logs.imageUploadRefused(
      staged.uploadId,
      staged.uid,
      fields.slot,
      'rate-limited',
      `retry after ${begun.retryAfterSeconds}s`,
    );
    await deleteObject(object.bucket, object.name);
    return 'rate-limited';
  }

  const refuse = async (reason: ImageFailure, detail: string): Promise<ImageFailure> => {
    logs.imageUploadRefused(staged.uploadId, staged.uid, fields.slot, reason, detail);
    await store.failUpload(staged.uploadId, fields, reason);
    await deleteObject(object.bucket, object.name);
    return reason;
  };

  if (!request.ok) return refuse(request.reason, request.detail);
  const { target, crop } = request.value;
  if (Number(object.size) > IMAGE_LIMITS.uploadMaxBytes)
    return refuse('too-large', `${object.size} bytes`);

  const processed = await processImage(
    await readObject(object.bucket, object.name),
    target.slot,
    crop,
  );
  if (!processed.ok) return refuse(processed.reason, processed.detail);

  const { variants, color } = processed.value;
  const largest = variants[variants.length - 1]!;
  const image: ImageRef = {
    path: imagePathFor(staged.uid, staged.uploadId),
    width: largest.width,
    height: largest.height,
    widths: variants.map((v) => v.width),
    color,
  };
  // Variants first: once attached, pages link to them at once.
  await Promise.all(variants.map((v) => writeVariant(object.bucket, image, v.width, v.data)));

  const attached = await attach(staged.uid, target, image);
  if (!attached.attached) {
    await deleteImages([image], object.bucket);
    return refuse('target-gone', 'the target is gone or no longer the uploader’s');
  }
  await store.finishUpload(staged.uploadId, image, attached.replaced);
  if (attached.replaced) await deleteImages([attached.replaced], object.bucket);
  await deleteObject(object.bucket, object.name);
  logs.imageUploadProcessed(
    staged.uploadId,
    staged.uid,
    target.slot,
    image.widths,
    Date.now() - started,
  );
  return 'ready';
}

async function attach(
  uid: string,
  target: UploadTarget,
  image: ImageRef,
): Promise<{ attached: boolean; replaced?: ImageRef }> {
  if (target.slot === 'user-icon') {
    const replaced = await attachIcon(uid, image);
    return replaced ? { attached: true, replaced } : { attached: true };
  }
  if (target.slot === 'board-cover') {
    const result = await attachBoardCover(target.spaceId, target.itemId, uid, image);
    if (result.outcome === 'target-gone') return { attached: false };
    return result.replaced ? { attached: true, replaced: result.replaced } : { attached: true };
  }
  return attachImage(uid, target, image);
}

/**
 * A delivery of an upload already finished: nothing is processed again. The clean-up that
 * followed the first outcome is repeated, so a run that stopped half-way still completes it.
 */
async function finishRepeated(
  object: FinalizedObject,
  staged: StagedObject,
  finished: store.ImageUploadDoc,
): Promise<void> {
  logs.imageUploadRepeated(staged.uploadId, staged.uid, finished.status);
  if (finished.replaced) await deleteImages([finished.replaced], object.bucket);
  await deleteObject(object.bucket, object.name);
}

function targetFields(target: UploadTarget): Omit<store.UploadFields, 'uid'> {
  return {
    slot: target.slot,
    ...('spaceId' in target ? { spaceId: target.spaceId } : {}),
    ...('itemId' in target ? { itemId: target.itemId } : {}),
  };
}

/** For a refused upload's record: its slot, if it named a known one. */
function knownSlot(metadata: FinalizedObject['metadata']): Omit<store.UploadFields, 'uid'> {
  const slot = metadata?.slot;
  return isImageSlot(slot) ? { slot } : {};
}
