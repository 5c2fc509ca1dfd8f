import { updateSpaceSns as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateSpaceSns = callable(contract, async (owner, { sns }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.updateSns(owner, sns)),
  };
});
