import { removeUserIcon as contract } from '@spaces/contracts';
import { detachIcon } from '../account/icon';
import { callable } from '../platform/callable';
import * as logs from '../platform/logs';
import { deleteImages } from './objects';

export const removeUserIcon = callable(contract, async (caller) => {
  const removed = await detachIcon(caller.uid);
  if (!removed) return { removed: false };
  logs.imagesDeleted('user-icon', caller.uid, await deleteImages([removed]));
  return { removed: true };
});
