// The space changed (published, renamed, its name or avatar) or was deleted: every board's public
// documents follow, and a deleted space's boards, posts and public documents go.
import type { SpaceParams } from '../platform/documents';
import * as logs from '../platform/logs';
import type { DocumentWrite } from '../platform/triggers';

export async function syncSpaceBoards({
  params: { spaceId },
}: DocumentWrite<SpaceParams>): Promise<void> {
  const store = await import('./store');
  if (!(await store.spaceExists(spaceId))) {
    logs.spaceBoardsDeleted(spaceId, await store.deleteSpaceBoards(spaceId));
    return;
  }
  for (const boardId of await store.boardIdsOf(spaceId))
    logs.publicBoardSynced(spaceId, boardId, await store.syncBoard(spaceId, boardId));
}
