import { setSpacePublished as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const setSpacePublished = callable(contract, async (owner, { published }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.setPublished(owner, published)),
  };
});
