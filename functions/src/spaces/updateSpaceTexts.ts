import { updateSpaceTexts as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateSpaceTexts = callable(contract, async (owner, { texts }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.updateTexts(owner, texts)),
  };
});
