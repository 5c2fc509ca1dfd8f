import { listBlockedSenders as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const listBlockedSenders = callable(contract, async (owner) => ({
  senders: await store.listBlockedSenders(owner),
}));
