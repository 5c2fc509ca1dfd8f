import { getSpaceForEdit as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

/** The `owner` policy has resolved the slug to the caller's own space. */
export const getSpaceForEdit = callable(contract, async (owner) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.getOwnedSpace(owner)),
  };
});
