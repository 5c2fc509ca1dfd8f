import { sendBoardPost as contract } from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';

export const sendBoardPost = callable(contract, async (visitor, request) => {
  const store = await import('./postStore');
  return store.sendPost(AbuseGate.fromParams(), visitor, request);
});
