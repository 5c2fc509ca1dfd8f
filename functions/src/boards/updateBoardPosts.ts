import { updateBoardPosts as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateBoardPosts = callable(contract, async (owner, request) => {
  const store = await import('./postStore');
  return {
    posts: await store.updatePosts(owner, request.boardId, request.postIds, request.change),
  };
});
