import { deleteAccount as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { requestDeletion } from './deletion';

export const deleteAccount = callable(contract, async (caller) => ({
  queued: await requestDeletion(caller),
}));
