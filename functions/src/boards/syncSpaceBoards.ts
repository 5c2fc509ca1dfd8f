// The space changed (published, renamed, its name or avatar) or was deleted: every board's public
// documents follow, and a deleted space's boards, posts and public documents go.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as logs from '../platform/logs';
import { SCALING } from '../platform/globalOptions';
import { SPACE_DOCUMENT_PATH } from '../platform/documents';
import { bounded, retrying } from '../platform/triggers';

export const syncSpaceBoards = onDocumentWritten(
  retrying({ document: SPACE_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('syncSpaceBoards', async (event) => {
    const store = await import('./store');
    const { spaceId } = event.params;
    if (!(await store.spaceExists(spaceId))) {
      logs.spaceBoardsDeleted(spaceId, await store.deleteSpaceBoards(spaceId));
      return;
    }
    for (const boardId of await store.boardIdsOf(spaceId))
      logs.publicBoardSynced(spaceId, boardId, await store.syncBoard(spaceId, boardId));
  }),
);
