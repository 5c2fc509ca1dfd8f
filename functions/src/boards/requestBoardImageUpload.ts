import { requestBoardImageUpload as contract } from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';

/** A visitor's image post, step one: a single-use upload grant (imageStore.ts). */
export const requestBoardImageUpload = callable(contract, async (visitor, request) => {
  const store = await import('./imageStore');
  return store.requestImageUpload(AbuseGate.fromParams(), visitor, request);
});
