import { updateSpaceTop as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateSpaceTop = callable(contract, async (owner, { top }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.updateTop(owner, top)),
  };
});
