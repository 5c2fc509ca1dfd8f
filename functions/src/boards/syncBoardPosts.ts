// A post written, changed or deleted: the board's first page and post count follow.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as logs from '../platform/logs';
import * as store from './store';
import { SCALING } from '../platform/globalOptions';
import { bounded, retrying } from '../platform/triggers';

export const syncBoardPosts = onDocumentWritten(
  retrying({ document: store.POST_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('syncBoardPosts', async (event) => {
    const { spaceId, boardId } = event.params;
    logs.publicBoardSynced(spaceId, boardId, await store.syncBoard(spaceId, boardId));
  }),
);
