import { createBoard as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const createBoard = callable(contract, async (owner, request) => {
  const store = await import('./store');
  return {
    board: await store.createBoard(owner, request.board),
  };
});
