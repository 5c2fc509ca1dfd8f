import { listMessages as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const listMessages = callable(contract, (owner, { filter, kind, cursor }) =>
  store.listMessages(owner, filter, kind, cursor),
);
