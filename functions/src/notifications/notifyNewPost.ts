// A visitor's new board post: its owner's choice decides whether its window's mail is queued. The
// owner's own posts and held ones (an NG word matched) are not news to the owner.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { POST_DOCUMENT_PATH } from '../platform/documents';
import { SCALING } from '../platform/globalOptions';
import { bounded, retrying } from '../platform/triggers';

export const notifyNewPost = onDocumentCreated(
  retrying({ document: POST_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('notifyNewPost', async (event) => {
    const { notifyNewItem } = await import('./notify');
    const { createdAtOf } = await import('./store');
    const data = event.data?.data();
    if (!data || data.byOwner === true || data.status === 'held') return;
    const createdAt = createdAtOf(data);
    if (!createdAt) return;
    await notifyNewItem(event.params.spaceId, 'boardPosts', createdAt);
  }),
);
