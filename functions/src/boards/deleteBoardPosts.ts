import { deleteBoardPosts as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const deleteBoardPosts = callable(contract, async (owner, request) => {
  const store = await import('./postStore');
  return {
    deleted: await store.deletePosts(owner, request.boardId, request.postIds),
  };
});
