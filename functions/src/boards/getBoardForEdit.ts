import { getBoardForEdit as contract, normalizeSlug } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const getBoardForEdit = callable(contract, async (owner, request) => {
  const store = await import('./store');
  return {
    board: await store.getBoardBySlug(owner, normalizeSlug(request.boardSlug)),
  };
});
