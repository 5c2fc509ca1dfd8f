import { removeSpaceImage as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as logs from '../platform/logs';
import { detachBoardCover } from '../boards/cover';
import { detachImage } from '../spaces/attachImage';
import { deleteImages } from './objects';
import { checkRemoval } from './removal';

export const removeSpaceImage = callable(contract, async (owner, request) => {
  const removal = checkRemoval(request);
  const { slot } = removal;
  const removed =
    removal.slot === 'board-cover'
      ? await detachBoardCover(owner, removal.itemId)
      : await detachImage(owner, removal.slot, removal.itemId);
  if (!removed) return { removed: false };
  logs.imagesDeleted(slot, owner.spaceId, await deleteImages([removed]));
  return { removed: true };
});
