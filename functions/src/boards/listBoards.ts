import { listBoards as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const listBoards = callable(contract, async (owner) => {
  const store = await import('./store');
  return {
    boards: await store.listBoards(owner),
  };
});
