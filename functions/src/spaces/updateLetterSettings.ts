import { updateLetterSettings as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateLetterSettings = callable(contract, async (owner, { letterBox }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.updateLetterBox(owner, letterBox)),
  };
});
