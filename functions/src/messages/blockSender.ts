import { blockSender as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const blockSender = callable(contract, async (owner, { messageId }) => {
  const store = await import('./store');
  return {
    blocked: await store.blockSender(owner, messageId),
  };
});
