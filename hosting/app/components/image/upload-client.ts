// The browser's side of the upload protocol: the file goes with the web SDK's resumable upload
// into the user's own staging path, with the slot in its custom metadata; then the pipeline's
// answer is asked for through getImageUpload until it is ready or refused.
import { getImageUpload, removeSpaceImage, removeUserIcon, stagingPath } from '@spaces/contracts';
import { ref, uploadBytesResumable, type UploadTask } from 'firebase/storage';
import { call } from '../../lib/call';
import { signedInFunctions } from '../../lib/callables';
import { browserFirebase, browserStorage } from '../../lib/firebase.client';
import {
  newUploadId,
  uploadMetadata,
  waitForPipeline,
  type PipelineAnswer,
  type UploadTarget,
} from './upload-file';

/** An error with the code the SDK would give when there is no signed-in user to upload as. */
class NotSignedIn extends Error {
  readonly code = 'storage/unauthenticated';
}

export interface StartedUpload {
  uploadId: string;
  task: UploadTask;
}

/** Starts sending `file` to staging; progress, pause and cancel go through the task. */
export async function startUpload(
  file: File,
  target: UploadTarget,
  crop?: string,
): Promise<StartedUpload> {
  const { auth } = browserFirebase();
  await auth.authStateReady();
  const uid = auth.currentUser?.uid;
  if (!uid) throw new NotSignedIn('not signed in');
  const storage = await browserStorage();
  const uploadId = newUploadId();
  const task = uploadBytesResumable(ref(storage, stagingPath(uid, uploadId)), file, {
    contentType: file.type,
    customMetadata: uploadMetadata(target, crop),
  });
  return { uploadId, task };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits for what the pipeline made of the upload (backoff, deadline; see waitForPipeline). */
export async function pipelineAnswer(
  uploadId: string,
  stopped: () => boolean,
): Promise<PipelineAnswer> {
  const functions = await signedInFunctions();
  return waitForPipeline({
    status: () => call(functions, getImageUpload, { uploadId }),
    sleep,
    now: () => Date.now(),
    stopped,
  });
}

/** Takes the slot's image away (the server deletes its objects). */
export async function removeImage(target: UploadTarget): Promise<void> {
  const functions = await signedInFunctions();
  if (target.slot === 'user-icon') {
    await call(functions, removeUserIcon, {});
    return;
  }
  if (target.spaceId === undefined) throw new Error(`${target.slot} needs a spaceId`);
  await call(functions, removeSpaceImage, {
    spaceId: target.spaceId,
    slot: target.slot,
    ...(target.itemId === undefined ? {} : { itemId: target.itemId }),
  });
}

/** The storage error code of a failure (`storage/…`), or `storage/unknown`. */
export function storageCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'storage/unknown';
}
