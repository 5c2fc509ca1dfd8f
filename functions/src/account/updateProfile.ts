import { updateProfile as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { setDisplayName } from './profile';

export const updateProfile = callable(contract, async (caller, { displayName }) => ({
  displayName: await setDisplayName(caller.uid, displayName),
}));
