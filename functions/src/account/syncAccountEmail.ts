import { syncAccountEmail as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const syncAccountEmail = callable(contract, async (caller) => {
  const { syncEmail } = await import('./emailChange');
  return syncEmail(caller.uid);
});
