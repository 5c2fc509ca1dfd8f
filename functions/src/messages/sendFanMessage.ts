import { sendFanMessage as contract } from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';

export const sendFanMessage = callable(contract, async (visitor, request) => {
  const store = await import('./store');
  return store.sendMessage(AbuseGate.fromParams(), visitor, 'fanMessage', request);
});
