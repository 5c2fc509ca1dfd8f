import { getMessage as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const getMessage = callable(contract, async (owner, { messageId }) => ({
  message: await store.getMessage(owner, messageId),
}));
