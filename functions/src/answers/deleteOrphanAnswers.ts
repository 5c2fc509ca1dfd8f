// A public answer's page never outlives what it came from. Its document goes when its board post
// goes (unpublished, deleted from the board, or with its board or space) and when the message it
// answers is deleted (the post goes with it, which brings the first case). Delivery is at least
// once, in any order; deleting what is already gone is a no-op.
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { MESSAGE_DOCUMENT_PATH, POST_DOCUMENT_PATH } from '../platform/documents';
import { SCALING } from '../platform/globalOptions';
import * as logs from '../platform/logs';
import { bounded, retrying } from '../platform/triggers';

export const deleteAnswerOfPost = onDocumentDeleted(
  retrying({ document: POST_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('deleteAnswerOfPost', async (event) => {
    const store = await import('./store');
    const { spaceId, postId } = event.params;
    logs.publicAnswersDeleted(spaceId, postId, await store.deletePublicAnswersOf(postId));
  }),
);

export const deleteAnswerOfMessage = onDocumentDeleted(
  retrying({ document: MESSAGE_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('deleteAnswerOfMessage', async (event) => {
    const { answeredPost } = await import('./answer');
    const post = answeredPost(event.data?.data());
    // Most messages were never answered publicly: nothing to read or write.
    if (!post) return;
    const store = await import('./store');
    const { spaceId } = event.params;
    await store.deleteAnswerPost(spaceId, post.boardId, post.postId);
    logs.publicAnswersDeleted(spaceId, post.postId, await store.deletePublicAnswersOf(post.postId));
  }),
);
