// A post written, changed or deleted: the board's first page and post count follow.
import type { PostParams } from '../platform/documents';
import * as logs from '../platform/logs';
import type { DocumentWrite } from '../platform/triggers';

export async function syncBoardPosts({
  params: { spaceId, boardId },
}: DocumentWrite<PostParams>): Promise<void> {
  const store = await import('./store');
  logs.publicBoardSynced(spaceId, boardId, await store.syncBoard(spaceId, boardId));
}
