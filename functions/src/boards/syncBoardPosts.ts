// A post written, changed or deleted: the board's first page and post count follow.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as logs from '../platform/logs';
import { SCALING } from '../platform/globalOptions';
import { POST_DOCUMENT_PATH } from '../platform/documents';
import { bounded, retrying } from '../platform/triggers';

export const syncBoardPosts = onDocumentWritten(
  retrying({ document: POST_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('syncBoardPosts', async (event) => {
    const store = await import('./store');
    const { spaceId, boardId } = event.params;
    logs.publicBoardSynced(spaceId, boardId, await store.syncBoard(spaceId, boardId));
  }),
);
