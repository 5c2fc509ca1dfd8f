import { sendLetter as contract } from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';
import * as store from './store';

export const sendLetter = callable(contract, (visitor, request) =>
  store.sendMessage(AbuseGate.fromParams(), visitor, 'letter', request),
);
