import { updateNotifications as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateNotifications = callable(contract, async (caller, { notifications }) => {
  const store = await import('./store');
  return {
    notifications: await store.setNotifications(caller.uid, notifications),
  };
});
