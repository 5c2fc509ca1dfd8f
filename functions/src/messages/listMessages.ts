import { listMessages as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const listMessages = callable(contract, async (owner, { filter, kind, cursor }) => {
  const store = await import('./store');
  return store.listMessages(owner, filter, kind, cursor);
});
