// Staged uploads and processed images in the emulator's Storage (Admin SDK, which bypasses the
// rules as the pipeline's own writes do), and waiting on the pipeline's status documents.
import { imageVariantPath, stagingPath, type ImageRef } from '@spaces/contracts';
import { getStorage } from 'firebase-admin/storage';
import { randomBytes } from 'node:crypto';
import type { ImageUploadDoc } from '../../src/images/store';
import { db } from './firestore';
import { PROJECT_ID } from './stack';

export const BUCKET = `${PROJECT_ID}.appspot.com`;

export function bucket() {
  db(); // initialises the Admin SDK
  return getStorage().bucket(BUCKET);
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An upload id as the browser picks one: 20 letters and digits. */
function newUploadId(): string {
  return [...randomBytes(20)].map((b) => ALNUM[b % ALNUM.length]).join('');
}

export interface Staged {
  uploadId: string;
  name: string;
  size: number;
  metadata: Record<string, string>;
}

/** Puts bytes into a user's staging folder as an upload with its custom metadata. */
export async function stage(
  uid: string,
  bytes: Buffer,
  metadata: Record<string, string>,
  contentType = 'image/jpeg',
): Promise<Staged> {
  const uploadId = newUploadId();
  const name = stagingPath(uid, uploadId);
  await bucket().file(name).save(bytes, { resumable: false, contentType, metadata: { metadata } });
  return { uploadId, name, size: bytes.length, metadata };
}

async function readUpload(uploadId: string): Promise<ImageUploadDoc | undefined> {
  const data = (await db().collection('imageUploads').doc(uploadId).get()).data();
  return data as ImageUploadDoc | undefined;
}

/** Polls until `done` holds, or fails after the deadline. */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits until the pipeline has finished the upload (ready or failed). */
export function processed(uploadId: string): Promise<ImageUploadDoc> {
  return until(
    `upload ${uploadId}`,
    () => readUpload(uploadId),
    (doc) => doc !== undefined && doc.status !== 'processing',
  ) as Promise<ImageUploadDoc>;
}

export async function objectExists(name: string): Promise<boolean> {
  const [found] = await bucket().file(name).exists();
  return found;
}

/** Which of an image's variants exist. */
export async function variantsPresent(image: ImageRef): Promise<boolean[]> {
  return Promise.all(image.widths.map((w) => objectExists(imageVariantPath(image, w))));
}

/** Names of every object under a folder. */
export async function objectsUnder(prefix: string): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix });
  return files.map((f) => f.name);
}
