// Keeps a board's public documents, post count and index entry in line with the board on every
// change of the board; a deleted board loses its posts too. Delivery is at least once and
// unordered, so the handler rebuilds from the data as it is now.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as logs from '../platform/logs';
import { SCALING } from '../platform/globalOptions';
import { BOARD_DOCUMENT_PATH } from '../platform/documents';
import { bounded, retrying } from '../platform/triggers';

export const syncPublicBoard = onDocumentWritten(
  retrying({ document: BOARD_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('syncPublicBoard', async (event) => {
    const store = await import('./store');
    const { spaceId, boardId } = event.params;
    const deleted = event.data?.after.exists === false;
    const removed = deleted ? await store.deleteBoardContent(spaceId, boardId) : 0;
    logs.publicBoardSynced(spaceId, boardId, removed + (await store.syncBoard(spaceId, boardId)));
  }),
);
