import { writeBoardPost as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const writeBoardPost = callable(contract, async (owner, request) => {
  const store = await import('./postStore');
  return {
    post: await store.writePost(owner, request.boardId, request.postId, request.body),
  };
});
