import { updateMessages as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

/** One change to every selected message: a bulk action and a single one are the same call. */
export const updateMessages = callable(contract, async (owner, { messageIds, change }) => {
  const store = await import('./store');
  return store.updateMessages(owner, messageIds, change);
});
