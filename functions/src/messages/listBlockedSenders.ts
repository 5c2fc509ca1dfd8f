import { listBlockedSenders as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const listBlockedSenders = callable(contract, async (owner) => {
  const store = await import('./store');
  return {
    senders: await store.listBlockedSenders(owner),
  };
});
