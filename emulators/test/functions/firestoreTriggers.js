// v2 Firestore triggers that record every event they receive (type, id, params, before/after data)
// into `_events`, for emulators/test/firestore/triggers.emulator.test.ts.
import { initializeApp, getApps } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import {
  onDocumentCreated,
  onDocumentDeleted,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/v2/firestore';

if (getApps().length === 0) initializeApp();

const REGION = 'asia-northeast1';

async function record(kind, event, before, after) {
  await getFirestore()
    .collection('_events')
    .add({
      kind,
      type: event.type,
      eventId: event.id,
      document: event.document,
      params: event.params,
      before: before?.exists ? before.data() : null,
      after: after?.exists ? after.data() : null,
      recordedAt: FieldValue.serverTimestamp(),
    });
}

export const fixtureOnCreated = onDocumentCreated(
  { document: 'triggerTests/{docId}', region: REGION },
  (event) => record('created', event, undefined, event.data),
);

export const fixtureOnUpdated = onDocumentUpdated(
  { document: 'triggerTests/{docId}', region: REGION },
  (event) => record('updated', event, event.data?.before, event.data?.after),
);

export const fixtureOnDeleted = onDocumentDeleted(
  { document: 'triggerTests/{docId}', region: REGION },
  (event) => record('deleted', event, event.data, undefined),
);

export const fixtureOnNestedWritten = onDocumentWritten(
  { document: 'triggerNested/{parentId}/items/{itemId}', region: REGION },
  (event) => record('written', event, event.data?.before, event.data?.after),
);
