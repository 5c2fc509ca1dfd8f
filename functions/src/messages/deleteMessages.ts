import { deleteMessages as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const deleteMessages = callable(contract, async (owner, { messageIds }) => {
  const store = await import('./store');
  return store.deleteMessages(owner, messageIds);
});
