// Storage trigger fixtures for the Storage conformance suite: each v2 object event is recorded in
// Firestore `_events`, where emulators/test/storage/events.emulator.test.ts looks for it.
// Re-exported from index.js (owned by the Firestore emulator's fixtures).
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import {
  onObjectDeleted,
  onObjectFinalized,
  onObjectMetadataUpdated,
} from 'firebase-functions/v2/storage';

const options = { region: 'asia-northeast1' };

function recordObjectEvent(type) {
  return async (event) => {
    if (getApps().length === 0) initializeApp();
    const object = event.data;
    await getFirestore()
      .collection('_events')
      .add({
        source: 'storage',
        type,
        eventType: event.type,
        bucket: object.bucket,
        name: object.name,
        contentType: object.contentType ?? null,
        size: Number(object.size),
        generation: String(object.generation),
        metageneration: String(object.metageneration),
        customMetadata: object.metadata ?? {},
        at: FieldValue.serverTimestamp(),
      });
  };
}

export const storageObjectFinalized = onObjectFinalized(options, recordObjectEvent('finalized'));
export const storageObjectDeleted = onObjectDeleted(options, recordObjectEvent('deleted'));
export const storageObjectMetadataUpdated = onObjectMetadataUpdated(
  options,
  recordObjectEvent('metadataUpdated'),
);
