import { unblockSender as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const unblockSender = callable(contract, async (owner, { senderKey }) => {
  await store.unblockSender(owner, senderKey);
  return { unblocked: true as const };
});
