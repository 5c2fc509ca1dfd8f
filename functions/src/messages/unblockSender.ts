import { unblockSender as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const unblockSender = callable(contract, async (owner, { blockId }) => {
  const store = await import('./store');
  await store.unblockSender(owner, blockId);
  return { unblocked: true as const };
});
