import { listBoardPosts as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const listBoardPosts = callable(contract, async (owner, request) => {
  const store = await import('./postStore');
  return store.listPosts(owner, request.boardId, request.filter, request.cursor);
});
