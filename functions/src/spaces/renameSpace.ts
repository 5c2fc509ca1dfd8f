import { renameSpace as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const renameSpace = callable(contract, async (owner, { slug }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.renameSpace(owner, slug)),
  };
});
