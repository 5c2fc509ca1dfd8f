// Firestore glue of the image pipeline: `imageUploads/{uploadId}`, what became of each upload, for
// the editor to poll and for repeated deliveries to recognise work already done.
import type { ImageFailure, ImageRef, ImageSlot } from '@spaces/contracts';
import { Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { collections, converter, db, deleteAll } from '../platform/firestore';
import {
  counterId,
  uploadRetryAfter,
  uploadsIn,
  uploadWindows,
  type UploadScope,
} from './uploadLimits';

/** `rateLimits/{scope}_{uid}`: one account's uploads in one window (docs/data-model.md). */
interface UploadCounterDoc {
  scope: UploadScope;
  windowStart: Timestamp;
  count: number;
  /** The window's end: the TTL policy on `rateLimits` deletes the document some time after. */
  expiresAt: Timestamp;
}

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
  /** With `rate-limited`: when the account's upload limits allow an upload again. */
  retryAt?: Date;
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
 * What `beginUpload` found: an earlier delivery's finished record, an upload past the account's
 * limits (recorded as failed, `rate-limited`), or a start recorded.
 */
export type Begun =
  | { kind: 'finished'; doc: ImageUploadDoc }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'started' };

/**
 * Records that processing starts, unless an earlier delivery already finished: then answers that
 * finished record and writes nothing. A new upload is counted against the account's limits in the
 * same transaction, so a repeated delivery (which finds the record) never counts twice; one past a
 * limit is recorded as failed at once, before a byte is decoded, and counts nothing.
 */
export async function beginUpload(
  uploadId: string,
  fields: UploadFields,
  nowMs = Date.now(),
): Promise<Begun> {
  const ref = uploads().doc(uploadId);
  const windows = uploadWindows(nowMs);
  const counters = windows.map((window) => ({
    window,
    ref: counterRef(counterId(window, fields.uid)),
  }));
  return db().runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (existing && existing.status !== 'processing') return { kind: 'finished', doc: existing };
    const now = new Date(nowMs);
    const createdAt = existing?.createdAt ?? now;
    if (!existing) {
      const stored = await Promise.all(counters.map((c) => tx.get(c.ref)));
      const counted = counters.map(({ window }, i) => ({
        window,
        count: uploadsIn(stored[i]!.data(), window),
      }));
      const retryAfterSeconds = uploadRetryAfter(counted, nowMs);
      if (retryAfterSeconds !== undefined) {
        tx.set(ref, {
          ...definedOnly(fields),
          status: 'failed',
          reason: 'rate-limited',
          retryAt: new Date(nowMs + retryAfterSeconds * 1000),
          createdAt,
          updatedAt: now,
        });
        return { kind: 'limited', retryAfterSeconds };
      }
      counted.forEach(({ window, count }, i) =>
        tx.set(counters[i]!.ref, {
          scope: window.scope,
          windowStart: Timestamp.fromMillis(window.start),
          count: count + 1,
          expiresAt: Timestamp.fromMillis(window.end),
        }),
      );
    }
    tx.set(ref, { ...definedOnly(fields), status: 'processing', createdAt, updatedAt: now });
    return { kind: 'started' };
  });
}

function counterRef(id: string): DocumentReference<UploadCounterDoc> {
  return collections.rateLimits().doc(id) as DocumentReference<UploadCounterDoc>;
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

/** Deletes every upload record of `uid`, in pages, and their upload counters; answers how many records went. */
export async function deleteUploadsOf(uid: string): Promise<number> {
  const deleted = await deleteAll(collections.imageUploads().where('uid', '==', uid));
  // The counters' ids carry the uid: they go with the account, not a day later with TTL.
  const batch = db().batch();
  for (const window of uploadWindows(Date.now())) batch.delete(counterRef(counterId(window, uid)));
  await batch.commit();
  return deleted;
}
