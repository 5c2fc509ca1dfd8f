// When a board is deleted — by its owner, or with its space — its cover's objects go too: the
// cover is read from the deleted document's last data. Delivery is at least once; deleting what
// is already gone is a no-op.
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import * as logs from '../platform/logs';
import { BOARD_DOCUMENT_PATH, coverOfBoard } from '../boards/cover';
import { deleteImages } from './objects';

export const deleteBoardCover = onDocumentDeleted(
  { document: BOARD_DOCUMENT_PATH, retry: true },
  async (event) => {
    const cover = coverOfBoard(event.data?.data());
    if (!cover) return;
    logs.imagesDeleted('board', event.params.boardId, await deleteImages([cover]));
  },
);
