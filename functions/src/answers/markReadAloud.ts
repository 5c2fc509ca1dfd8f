import { markReadAloud as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const markReadAloud = callable(contract, async (owner, { messageId, readAloud }) => {
  const store = await import('./store');
  const at = await store.markReadAloud(owner, messageId, readAloud);
  return at ? { readAloudAt: at.toISOString() } : {};
});
