import { updateSpaceButtons as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateSpaceButtons = callable(contract, async (owner, { buttons }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.updateButtons(owner, buttons)),
  };
});
