import { removeSpaceImage as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as logs from '../platform/logs';
import { detachImage } from '../spaces/attachImage';
import { deleteImages } from './objects';
import { checkRemoval } from './removal';

export const removeSpaceImage = callable(contract, async (owner, request) => {
  const { slot, itemId } = checkRemoval(request);
  const removed = await detachImage(owner, slot, itemId);
  if (!removed) return { removed: false };
  logs.imagesDeleted(slot, owner.spaceId, await deleteImages([removed]));
  return { removed: true };
});
