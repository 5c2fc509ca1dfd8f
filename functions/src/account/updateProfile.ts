import { updateProfile as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateProfile = callable(contract, async (caller, { displayName }) => {
  const { setDisplayName } = await import('./profile');
  return {
    displayName: await setDisplayName(caller.uid, displayName),
  };
});
