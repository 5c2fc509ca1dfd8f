import { updateNotifications as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const updateNotifications = callable(contract, async (caller, { notifications }) => ({
  notifications: await store.setNotifications(caller.uid, notifications),
}));
