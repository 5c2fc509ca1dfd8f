import { updateMessages as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

/** One change to every selected message: a bulk action and a single one are the same call. */
export const updateMessages = callable(contract, (owner, { messageIds, change }) =>
  store.updateMessages(owner, messageIds, change),
);
