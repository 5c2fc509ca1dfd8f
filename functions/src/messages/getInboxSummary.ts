import { getInboxSummary as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const getInboxSummary = callable(contract, async (owner) => {
  const store = await import('./store');
  return store.inboxSummary(owner, new Date());
});
