import { blockBoardSender as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const blockBoardSender = callable(contract, async (owner, request) => {
  const store = await import('./postStore');
  return { blocked: await store.blockPostSender(owner, request.boardId, request.postId) };
});
