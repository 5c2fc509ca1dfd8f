import { removeUserIcon as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as logs from '../platform/logs';

export const removeUserIcon = callable(contract, async (caller) => {
  const { detachIcon } = await import('../account/icon');
  const { deleteImages } = await import('./objects');
  const removed = await detachIcon(caller.uid);
  if (!removed) return { removed: false };
  logs.imagesDeleted('user-icon', caller.uid, await deleteImages([removed]));
  return { removed: true };
});
