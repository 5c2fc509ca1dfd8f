// Object events reach the Functions emulator: the fixture functions in
// emulators/test/functions/storage.js record every v2 storage event in Firestore `_events`.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { deleteObject, ref, updateMetadata, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUCKET,
  PROJECT_ID,
  patternBytes,
  testFolder,
  uploadPausedAndResumed,
  webStorage,
} from './backend';

let admin: App;
let storage: FirebaseStorage;
let closeWeb: () => Promise<void>;
const folder = testFolder('events');

beforeAll(() => {
  admin = initializeApp({ projectId: PROJECT_ID }, `storage-events-${randomUUID()}`);
  ({ storage, close: closeWeb } = webStorage('owner'));
});
afterAll(async () => {
  await closeWeb();
  await deleteApp(admin);
});

// The first event starts a function worker, and earlier suites' uploads queue events ahead of
// these; allow for both on a loaded machine.
const EVENT_TEST_TIMEOUT = 120_000;

/** Polls `_events` until the fixture has recorded `type` for `name`. */
async function recorded(
  type: string,
  name: string,
  timeoutMs = 100_000,
): Promise<FirebaseFirestore.DocumentData> {
  const query = getFirestore(admin)
    .collection('_events')
    .where('source', '==', 'storage')
    .where('name', '==', name)
    .where('type', '==', type);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snapshot = await query.get();
    const first = snapshot.docs[0];
    if (first) return first.data();
    if (Date.now() > deadline) throw new Error(`no ${type} event recorded for ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('storage triggers in the Functions emulator', () => {
  const path = `${folder}/upload.bin`;
  const data = patternBytes(5 * 1024 * 1024, 21);

  it(
    'onObjectFinalized fires for a 5 MB upload paused and resumed mid-way, with its metadata',
    async () => {
      const { pausedAt } = await uploadPausedAndResumed(ref(storage, path), data, {
        contentType: 'image/png',
        customMetadata: { owner: 'alice' },
      });
      expect(pausedAt).toBeGreaterThan(0);
      expect(await recorded('finalized', path)).toMatchObject({
        eventType: 'google.cloud.storage.object.v1.finalized',
        bucket: BUCKET,
        contentType: 'image/png',
        size: data.length,
        customMetadata: { owner: 'alice' },
      });
    },
    EVENT_TEST_TIMEOUT,
  );

  it(
    'onObjectMetadataUpdated fires for updateMetadata',
    async () => {
      await updateMetadata(ref(storage, path), { customMetadata: { processed: 'yes' } });
      expect(await recorded('metadataUpdated', path)).toMatchObject({
        eventType: 'google.cloud.storage.object.v1.metadataUpdated',
        customMetadata: { owner: 'alice', processed: 'yes' },
      });
    },
    EVENT_TEST_TIMEOUT,
  );

  it(
    'onObjectDeleted fires for deleteObject',
    async () => {
      await deleteObject(ref(storage, path));
      expect(await recorded('deleted', path)).toMatchObject({
        eventType: 'google.cloud.storage.object.v1.deleted',
        bucket: BUCKET,
      });
    },
    EVENT_TEST_TIMEOUT,
  );
});
