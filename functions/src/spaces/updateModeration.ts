import { updateModeration as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateModeration = callable(contract, async (owner, { slowModeMinutes, endRaid }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(
      owner.spaceId,
      await store.updateModeration(owner, { slowModeMinutes, endRaid }),
    ),
  };
});
