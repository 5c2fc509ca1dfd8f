import { sendFanMessage as contract } from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';
import * as store from './store';

export const sendFanMessage = callable(contract, (visitor, request) =>
  store.sendMessage(AbuseGate.fromParams(), visitor, 'fanMessage', request),
);
