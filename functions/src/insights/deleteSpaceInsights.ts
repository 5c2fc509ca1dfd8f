// When a space is deleted, its insights go too: nothing of a deleted space is left behind.
// Delivery is at least once; the deletion is idempotent and a failure is retried by throwing.
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { SCALING } from '../platform/globalOptions';
import * as logs from '../platform/logs';
import { SPACE_DOCUMENT_PATH } from '../platform/documents';
import { bounded, retrying } from '../platform/triggers';

export const deleteSpaceInsights = onDocumentDeleted(
  retrying({ document: SPACE_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('deleteSpaceInsights', async (event) => {
    const store = await import('./store');
    const { spaceId } = event.params;
    logs.spaceInsightsDeleted(spaceId, await store.deleteSpaceInsights(spaceId));
  }),
);
