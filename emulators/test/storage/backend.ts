// Where the Storage backend under test lives, read from the environment the stack sets, so the
// suite never knows whether it talks to this project's emulator or Google's.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getStorage,
  uploadBytesResumable,
  type FirebaseStorage,
  type StorageReference,
  type UploadMetadata,
  type UploadTask,
} from 'firebase/storage';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-spaces';
export const BUCKET = `${PROJECT_ID}.appspot.com`;

const hostPort =
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??
  process.env.STORAGE_EMULATOR_HOST?.replace(/^https?:\/\//, '') ??
  '127.0.0.1:9199';
const [storageHost = '127.0.0.1', storagePort = '9199'] = hostPort.split(':');
export const STORAGE_HOST = storageHost;
export const STORAGE_PORT = Number(storagePort);

// firebase-admin reads FIREBASE_STORAGE_EMULATOR_HOST; make sure it is set for it too.
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= hostPort;

/** A web-SDK Storage instance; `owner` is the emulator's admin token (rules bypass). */
export function webStorage(token: 'owner' | { sub: string; [claim: string]: unknown } = 'owner'): {
  storage: FirebaseStorage;
  app: FirebaseApp;
  close: () => Promise<void>;
} {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'fake-api-key', storageBucket: BUCKET, appId: '1:1:web:1' },
    `storage-test-${randomUUID()}`,
  );
  const storage = getStorage(app);
  connectStorageEmulator(storage, STORAGE_HOST, STORAGE_PORT, {
    mockUserToken: token === 'owner' ? 'owner' : { user_id: token.sub, ...token },
  });
  return { storage, app, close: () => deleteApp(app) };
}

/** A fresh folder per test file, so suites never see each other's objects. */
export function testFolder(suite: string): string {
  return `conformance/${suite}-${randomUUID().slice(0, 8)}`;
}

/** Deterministic, non-repeating bytes, so a misplaced chunk changes the content. */
export function patternBytes(size: number, seed = 1): Uint8Array {
  const bytes = new Uint8Array(size);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

/**
 * uploadBytesResumable, paused as soon as the first chunk is in and resumed 200 ms later;
 * resolves when the upload completes, with where it paused and the states it went through.
 */
export async function uploadPausedAndResumed(
  target: StorageReference,
  data: Uint8Array,
  metadata?: UploadMetadata,
): Promise<{ task: UploadTask; pausedAt: number; states: string[] }> {
  const task = uploadBytesResumable(target, data, metadata);
  const states: string[] = [];
  let pausedAt = -1;
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => {
        states.push(snapshot.state);
        const midway = snapshot.bytesTransferred > 0 && snapshot.bytesTransferred < data.length;
        if (pausedAt < 0 && midway && task.pause()) {
          pausedAt = snapshot.bytesTransferred;
          setTimeout(() => {
            if (!task.resume()) reject(new Error('resume() refused'));
          }, 200);
        }
      },
      reject,
      resolve,
    );
  });
  return { task, pausedAt, states };
}
