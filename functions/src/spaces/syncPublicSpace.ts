// Keeps `publicSpaces/{slug}` in line with `spaces/{spaceId}` on every change. Delivery is at least
// once and unordered, so the handler rebuilds from the space as it is now instead of the event:
// a repeated or retried delivery writes nothing new. Its transaction can lose a contention race
// under load; retry on (it was off, and such an event was dropped) delivers the event again.
// A deletion also purges the space's reports (decision 071), which is idempotent too.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { SCALING } from '../platform/globalOptions';
import * as logs from '../platform/logs';
import { SPACE_DOCUMENT_PATH } from '../platform/documents';
import { bounded, retrying } from '../platform/triggers';

export const syncPublicSpace = onDocumentWritten(
  retrying({ document: SPACE_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('syncPublicSpace', async (event) => {
    const store = await import('./store');
    const { spaceId } = event.params;
    const slugs = [event.data?.before.get('slug'), event.data?.after.get('slug')].filter(
      (slug): slug is string => typeof slug === 'string',
    );
    const plan = await store.syncPublicSpace(spaceId, slugs);
    if (plan.skipped) logs.publicSpaceSkipped(spaceId, plan.skipped);
    else logs.publicSpaceSynced(spaceId, plan.write?.slug, plan.remove);
    // A deleted space takes its reports, their snapshots and its notices along (decision 071).
    if (event.data?.after.exists === false) {
      const { purgeSpaceReports } = await import('../reports/purge');
      await purgeSpaceReports(spaceId);
    }
  }),
);
