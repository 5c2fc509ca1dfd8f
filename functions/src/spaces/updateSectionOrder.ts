import { updateSectionOrder as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateSectionOrder = callable(contract, async (owner, { sectionOrder }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.updateSectionOrder(owner, sectionOrder)),
  };
});
