import { deleteSpace as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const deleteSpace = callable(contract, async (owner) => {
  const store = await import('./store');
  await store.deleteSpace(owner);
  return { deleted: true as const };
});
