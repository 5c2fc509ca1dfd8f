import { reorderBoards as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const reorderBoards = callable(contract, async (owner, request) => {
  const store = await import('./store');
  return {
    boards: await store.reorderBoards(owner, request.boardIds),
  };
});
