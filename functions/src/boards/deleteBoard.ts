import { deleteBoard as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const deleteBoard = callable(contract, async (owner, request) => {
  const store = await import('./store');
  await store.deleteBoard(owner, request.boardId);
  return { deleted: true as const };
});
