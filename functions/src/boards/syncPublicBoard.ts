// Keeps a board's public documents, post count and index entry in line with the board on every
// change of the board; a deleted board loses its posts too. Delivery is at least once and
// unordered, so the handler rebuilds from the data as it is now.
import type { BoardParams } from '../platform/documents';
import * as logs from '../platform/logs';
import type { DocumentWrite } from '../platform/triggers';

export async function syncPublicBoard({
  params: { spaceId, boardId },
  after,
}: DocumentWrite<BoardParams>): Promise<void> {
  const store = await import('./store');
  const removed = after === undefined ? await store.deleteBoardContent(spaceId, boardId) : 0;
  logs.publicBoardSynced(spaceId, boardId, removed + (await store.syncBoard(spaceId, boardId)));
}
