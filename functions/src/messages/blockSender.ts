import { blockSender as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const blockSender = callable(contract, async (owner, { messageId }) => ({
  blocked: await store.blockSender(owner, messageId),
}));
