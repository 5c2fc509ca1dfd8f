// Firestore glue of the image pipeline: `imageUploads/{uploadId}`, what became of each upload, for
// the editor to poll and for repeated deliveries to recognise work already done.
import type { ImageFailure, ImageRef, ImageSlot } from '@spaces/contracts';
import type { DocumentData } from 'firebase-admin/firestore';
import { collections, converter, db, deleteAll } from '../platform/firestore';

export type UploadStatus = 'processing' | 'ready' | 'failed';

/** `imageUploads/{uploadId}`; docs/data-model.md describes every field. */
export interface ImageUploadDoc {
  uid: string;
  /** Absent when the upload named no known slot. */
  slot?: ImageSlot;
  spaceId?: string;
  itemId?: string;
  status: UploadStatus;
  reason?: ImageFailure;
  image?: ImageRef;
  /** The image this one replaced in its slot, whose objects are deleted. */
  replaced?: ImageRef;
  createdAt: Date;
  updatedAt: Date;
}

export type UploadFields = Pick<ImageUploadDoc, 'uid' | 'slot' | 'spaceId' | 'itemId'>;

const uploads = () =>
  collections.imageUploads().withConverter(converter<ImageUploadDoc & DocumentData>());

export async function getUpload(uploadId: string): Promise<ImageUploadDoc | undefined> {
  return (await uploads().doc(uploadId).get()).data();
}

/**
 * Records that processing starts, unless an earlier delivery already finished: then returns that
 * finished record and writes nothing.
 */
export async function beginUpload(
  uploadId: string,
  fields: UploadFields,
): Promise<ImageUploadDoc | undefined> {
  const ref = uploads().doc(uploadId);
  return db().runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (existing && existing.status !== 'processing') return existing;
    const now = new Date();
    tx.set(ref, {
      ...definedOnly(fields),
      status: 'processing',
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    });
    return undefined;
  });
}

/** Marks the upload ready; a `replaced` recorded by a concurrent delivery is kept. */
export async function finishUpload(
  uploadId: string,
  image: ImageRef,
  replaced: ImageRef | undefined,
): Promise<void> {
  await uploads()
    .doc(uploadId)
    .set(
      { status: 'ready', image, ...(replaced ? { replaced } : {}), updatedAt: new Date() },
      { merge: true },
    );
}

export async function failUpload(
  uploadId: string,
  fields: UploadFields,
  reason: ImageFailure,
): Promise<void> {
  const now = new Date();
  const ref = uploads().doc(uploadId);
  await db().runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    tx.set(ref, {
      ...definedOnly(fields),
      status: 'failed',
      reason,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    });
  });
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Deletes every upload record of `uid`, in pages; answers how many went. */
export const deleteUploadsOf = (uid: string): Promise<number> =>
  deleteAll(collections.imageUploads().where('uid', '==', uid));
