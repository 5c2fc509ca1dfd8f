// Which slot a removal names, checked beyond the schema: item slots need their item, the others
// take none. Pure.
import { IMAGE_SLOTS, type RemoveSpaceImageRequest } from '@spaces/contracts';
import { ValidationError } from '../platform/errors';
import type { SpaceImageSlot } from '../spaces/attachImage';

/** A board's cover, or a slot of the space document itself. */
export type Removal =
  { slot: 'board-cover'; itemId: string } | { slot: SpaceImageSlot; itemId: string | undefined };

export function checkRemoval(request: RemoveSpaceImageRequest): Removal {
  const { slot, itemId } = request;
  const takesItem = IMAGE_SLOTS[slot].scope === 'item';
  if (takesItem && itemId === undefined)
    throw new ValidationError([{ field: 'itemId', rule: 'required' }]);
  if (!takesItem && itemId !== undefined)
    throw new ValidationError([{ field: 'itemId', rule: 'notApplicable' }]);
  return slot === 'board-cover' ? { slot, itemId: itemId! } : { slot, itemId };
}
