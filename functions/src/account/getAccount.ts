import {
  DEFAULT_ACCOUNT_LANGUAGE,
  DEFAULT_NOTIFICATIONS,
  getAccount as contract,
} from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const getAccount = callable(contract, async (caller) => {
  const { icon } = await store.getAccount(caller.uid);
  return {
    ...(icon ? { icon } : {}),
    language: DEFAULT_ACCOUNT_LANGUAGE,
    notifications: DEFAULT_NOTIFICATIONS,
  };
});
