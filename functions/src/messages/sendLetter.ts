import { sendLetter as contract } from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';

export const sendLetter = callable(contract, async (visitor, request) => {
  const store = await import('./store');
  return store.sendMessage(AbuseGate.fromParams(), visitor, 'letter', request);
});
