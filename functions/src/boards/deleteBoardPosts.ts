import { deleteBoardPosts as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const deleteBoardPosts = callable(contract, async (owner, request) => {
  const store = await import('./store');
  return {
    deleted: await store.deletePosts(owner, request.boardId, request.postIds),
  };
});
