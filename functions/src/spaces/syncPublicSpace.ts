// Keeps `publicSpaces/{slug}` in line with `spaces/{spaceId}` on every change. Delivery is at least
// once and unordered, so the handler rebuilds from the space as it is now instead of the event.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as logs from '../platform/logs';
import * as store from './store';

export const syncPublicSpace = onDocumentWritten(store.SPACE_DOCUMENT_PATH, async (event) => {
  const { spaceId } = event.params;
  const slugs = [event.data?.before.get('slug'), event.data?.after.get('slug')].filter(
    (slug): slug is string => typeof slug === 'string',
  );
  const plan = await store.syncPublicSpace(spaceId, slugs);
  if (plan.skipped) logs.publicSpaceSkipped(spaceId, plan.skipped);
  else logs.publicSpaceSynced(spaceId, plan.write?.slug, plan.remove);
});
