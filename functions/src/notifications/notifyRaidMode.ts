// A space went into raid mode (the send that saw a flood set `moderation.raidSince`): its owner
// is mailed once, in their language, with the way to the editor (decision 045), after the flood's
// first sends are held too (decision 066). Every other change of a space returns at once.
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { SPACE_DOCUMENT_PATH } from '../platform/documents';
import { SCALING } from '../platform/globalOptions';
import * as logs from '../platform/logs';
import { bounded, retrying } from '../platform/triggers';

export const notifyRaidMode = onDocumentUpdated(
  retrying({ document: SPACE_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('notifyRaidMode', async (event) => {
    const { raidBegan } = await import('./raidMail');
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    const since = raidBegan(before, after);
    if (!since) return;
    const { spaceId } = event.params;
    // The flood's first sends, delivered before raid mode began, are held too (decision 066).
    const { holdFloodStart } = await import('../sends/raid');
    await holdFloodStart(spaceId, since);
    const { raidSpaceOf } = await import('./store');
    const space = raidSpaceOf(after);
    if (!space) {
      logs.notificationSkipped('space-gone', { spaceId, kind: 'raid' });
      return;
    }
    const { sendRaidMail } = await import('./notify');
    await sendRaidMail(spaceId, space, since);
  }),
);
