import { updateShareSettings as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateShareSettings = callable(contract, async (owner, { share }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return { space: toSpaceForEdit(owner.spaceId, await store.updateShare(owner, share)) };
});
