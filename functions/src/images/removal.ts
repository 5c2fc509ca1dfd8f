// Which slot a removal names, checked beyond the schema: item slots need their item, the others
// take none. Pure.
import { IMAGE_SLOTS, type RemoveSpaceImageRequest } from '@spaces/contracts';
import { ValidationError } from '../platform/errors';
import type { SpaceImageSlot } from '../spaces/attachImage';

export function checkRemoval(request: RemoveSpaceImageRequest): {
  slot: SpaceImageSlot;
  itemId: string | undefined;
} {
  const { slot, itemId } = request;
  const takesItem = IMAGE_SLOTS[slot].scope === 'item';
  if (takesItem && itemId === undefined)
    throw new ValidationError([{ field: 'itemId', rule: 'required' }]);
  if (!takesItem && itemId !== undefined)
    throw new ValidationError([{ field: 'itemId', rule: 'notApplicable' }]);
  return { slot, itemId };
}
