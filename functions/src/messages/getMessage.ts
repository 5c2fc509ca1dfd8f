import { getMessage as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const getMessage = callable(contract, async (owner, { messageId }) => {
  const store = await import('./store');
  return {
    message: await store.getMessage(owner, messageId),
  };
});
