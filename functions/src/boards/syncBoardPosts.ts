// A post written, changed or deleted: the board's first page and post count follow.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as logs from '../platform/logs';
import * as store from './store';

export const syncBoardPosts = onDocumentWritten(
  { document: store.POST_DOCUMENT_PATH, retry: true },
  async (event) => {
    const { spaceId, boardId } = event.params;
    logs.publicBoardSynced(spaceId, boardId, await store.syncBoard(spaceId, boardId));
  },
);
