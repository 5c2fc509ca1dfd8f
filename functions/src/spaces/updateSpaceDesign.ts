import { updateSpaceDesign as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateSpaceDesign = callable(contract, async (owner, { background, theme }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.updateDesign(owner, background, theme)),
  };
});
