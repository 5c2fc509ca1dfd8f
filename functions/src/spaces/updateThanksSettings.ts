import { updateThanksSettings as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateThanksSettings = callable(contract, async (owner, { thanks }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.updateThanks(owner, thanks)),
  };
});
