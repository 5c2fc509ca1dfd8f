import { getInboxSummary as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const getInboxSummary = callable(contract, (owner) => store.inboxSummary(owner, new Date()));
