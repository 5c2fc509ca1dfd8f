import { updateBoard as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateBoard = callable(contract, async (owner, request) => {
  const store = await import('./store');
  return {
    board: await store.updateBoard(owner, request.boardId, request.board),
  };
});
