import { removeSpaceImage as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as logs from '../platform/logs';

export const removeSpaceImage = callable(contract, async (owner, request) => {
  const { detachBoardCover } = await import('../boards/cover');
  const { detachImage } = await import('../spaces/attachImage');
  const { deleteImages } = await import('./objects');
  const { checkRemoval } = await import('./removal');
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
