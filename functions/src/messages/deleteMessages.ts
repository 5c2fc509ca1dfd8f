import { deleteMessages as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const deleteMessages = callable(contract, (owner, { messageIds }) =>
  store.deleteMessages(owner, messageIds),
);
