import { updateNgWords as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateNgWords = callable(contract, async (owner, { ngWords }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.updateNgWords(owner, ngWords)),
  };
});
