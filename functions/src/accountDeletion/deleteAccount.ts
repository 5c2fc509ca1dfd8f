import { deleteAccount as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const deleteAccount = callable(
  contract,
  async (caller) => {
    const { requestDeletion } = await import('./deletion');
    return {
      queued: await requestDeletion(caller),
    };
  },
  undefined,
  // The request's first act locks the account out; asking again must still answer.
  'lockedOutToo',
);
