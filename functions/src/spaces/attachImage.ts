// What the image pipeline and the image callables ask of spaces: put a processed image into a
// slot (for the uploader, if the space is still theirs), take one out, and list a deleted
// space's images. The space's own transaction decides; the caller deletes objects.
import type { ImageRef } from '@spaces/contracts';
import type { OwnerCredential } from '../platform/credential';
import { imagesOf, removedImagesOf, type SpaceImageSlot } from './spaceImages';
import * as store from './store';

export type { SpaceImageSlot } from './spaceImages';
export type { SpaceItemSlot } from './heldImages';
/** The space document path, for triggers of other features on it. */

export interface SpaceImageTarget {
  slot: SpaceImageSlot;
  spaceId: string;
  itemId?: string;
}

export type AttachResult = { attached: true; replaced?: ImageRef } | { attached: false };

/**
 * Attaches `image` to its slot if the space exists, belongs to `uid` and has the slot's item;
 * answers the image it replaced. Attaching the image the slot already holds changes nothing. A
 * card or button image without an item is held on the space for a row not saved yet.
 */
export async function attachImage(
  uid: string,
  target: SpaceImageTarget,
  image: ImageRef,
): Promise<AttachResult> {
  if ((target.slot === 'card' || target.slot === 'button') && target.itemId === undefined) {
    const found = await store.holdSpaceImage(target.spaceId, uid, target.slot, image);
    return found ? { attached: true } : { attached: false };
  }
  const result = await store.setSpaceImage(target.spaceId, uid, target.slot, target.itemId, image);
  if (!result.found) return { attached: false };
  return result.previous ? { attached: true, replaced: result.previous } : { attached: true };
}

/** Clears a slot of the owner's space; answers the image it held (none: nothing to remove). */
export async function detachImage(
  owner: OwnerCredential,
  slot: SpaceImageSlot,
  itemId: string | undefined,
): Promise<ImageRef | undefined> {
  const result = await store.setSpaceImage(owner.spaceId, owner.uid, slot, itemId, undefined);
  return result.found ? result.previous : undefined;
}

/** Every image held by a space document as stored (a deleted space's last data). */
export const imagesOfSpace = (data: unknown): ImageRef[] => imagesOf(data);

/** Images an edit took off a stored space document, waiting for their objects to be deleted. */
export const removedImagesOfSpace = removedImagesOf;

/** Takes deleted images off the space's waiting list. */
export const forgetRemovedImages = store.forgetRemovedImages;
