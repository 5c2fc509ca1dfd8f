// A new letter or fan message: its owner's choice decides whether its window's mail is queued.
// Held messages (an NG word matched) are not news until the owner releases them.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { MESSAGE_DOCUMENT_PATH } from '../platform/documents';
import { SCALING } from '../platform/globalOptions';
import { bounded, retrying } from '../platform/triggers';

export const notifyNewMessage = onDocumentCreated(
  retrying({ document: MESSAGE_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('notifyNewMessage', async (event) => {
    const { notifyNewItem } = await import('./notify');
    const { createdAtOf } = await import('./store');
    const data = event.data?.data();
    if (!data || data.held === true) return;
    const kind =
      data.kind === 'letter' ? 'letters' : data.kind === 'fanMessage' ? 'fanMessages' : undefined;
    const createdAt = createdAtOf(data);
    if (!kind || !createdAt) return;
    await notifyNewItem(event.params.spaceId, kind, createdAt);
  }),
);
