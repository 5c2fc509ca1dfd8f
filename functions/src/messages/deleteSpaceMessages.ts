// When a space is deleted, its messages, counter shards, blocked senders and rate-limit counters
// go too: nothing of a deleted space is left behind. Delivery is at least once; the deletion is
// idempotent and a failure is retried by throwing.
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import * as logs from '../platform/logs';
import { SCALING } from '../platform/globalOptions';
import { SPACE_DOCUMENT_PATH } from '../platform/documents';
import { bounded, retrying } from '../platform/triggers';

export const deleteSpaceMessages = onDocumentDeleted(
  retrying({ document: SPACE_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('deleteSpaceMessages', async (event) => {
    const store = await import('./store');
    const { spaceId } = event.params;
    logs.spaceMessagesDeleted(spaceId, await store.deleteSpaceMessages(spaceId));
  }),
);
