// A visitor's image upload (fan art on a board): one object, to the staging path a grant names,
// with the declared type and nothing else (storage.rules compare both with the grant). Storage's
// SDK loads with the first upload, so that board pages carry none of it.
import type { FirebaseStorage } from 'firebase/storage';
import { browserEnv } from './public-env';

let storage: Promise<FirebaseStorage> | undefined;

async function visitorStorage(): Promise<FirebaseStorage> {
  const [{ connectStorageEmulator, getStorage }, { getApp, getApps, initializeApp }] =
    await Promise.all([import('firebase/storage'), import('firebase/app')]);
  const { firebaseOptions } = await import('./firebase-app.client');
  const env = browserEnv();
  const app = getApps().length > 0 ? getApp() : initializeApp(firebaseOptions(env));
  const created = getStorage(app);
  if (env.emulators) connectStorageEmulator(created, env.emulators.host, env.emulators.storagePort);
  return created;
}

/** Uploads `file` to `path` (from requestBoardImageUpload); rejects when Storage refuses it. */
export async function uploadVisitorImage(path: string, file: File): Promise<void> {
  storage ??= visitorStorage();
  const { ref, uploadBytes } = await import('firebase/storage');
  await uploadBytes(ref(await storage, path), file, { contentType: file.type });
}
