import { updateFanMessageSettings as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateFanMessageSettings = callable(contract, async (owner, { fanMessages }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.updateFanMessages(owner, fanMessages)),
  };
});
