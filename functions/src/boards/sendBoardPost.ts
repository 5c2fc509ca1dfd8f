import { sendBoardPost as contract } from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';
import * as store from './store';

export const sendBoardPost = callable(contract, (visitor, request) =>
  store.sendPost(AbuseGate.fromParams(), visitor, request),
);
