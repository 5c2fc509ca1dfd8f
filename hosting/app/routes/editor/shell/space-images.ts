// Where each space slot's image lives in the editor's copy of the space, so that an image the
// pipeline attached (or one removed) shows at once, without reloading the space and without
// touching any form's unsaved value.
import type { ImageRef, ImageSlot, SpaceForEdit } from '@spaces/contracts';

/** `record` with `key` set to `value`, or without `key` when `value` is undefined. */
function withOptional<T extends object, K extends keyof T>(record: T, key: K, value: T[K]): T {
  const copy = { ...record };
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

/** `items` with `image` (or none) under `key` of the item `itemId` names. */
function withItemImage<T extends { id: string }, K extends keyof T>(
  items: T[],
  itemId: string | undefined,
  key: K,
  image: T[K],
): T[] {
  return items.map((item) => (item.id === itemId ? withOptional(item, key, image) : item));
}

/** The space's own image slots, one image each (not an item's: card, embed poster, button). */
export type OwnImageSlot =
  | 'space-avatar'
  | 'space-header'
  | 'share-image'
  | 'space-background'
  | 'thanks-letter'
  | 'thanks-fan-message';

/** The thanks text a thanks slot belongs to. */
const THANKS_OF = { 'thanks-letter': 'letter', 'thanks-fan-message': 'fanMessage' } as const;

/** Where the editor's copy of the space holds the image of each of its own slots. */
const OWN_SLOTS: Record<OwnImageSlot, (space: SpaceForEdit) => ImageRef | undefined> = {
  'space-avatar': ({ top }) => top.avatar,
  'space-header': ({ top }) => top.header,
  'share-image': ({ top }) => top.shareImage,
  'space-background': ({ background }) => background.image,
  'thanks-letter': ({ messages }) => messages.thanks.letter.image,
  'thanks-fan-message': ({ messages }) => messages.thanks.fanMessage.image,
};

/** The image in one of the space's own slots. */
export function spaceImageOf(space: SpaceForEdit, slot: OwnImageSlot): ImageRef | undefined {
  return OWN_SLOTS[slot](space);
}

/** The space with `image` (or none) in the slot; slots the space does not hold leave it as is. */
export function withSpaceImage(
  space: SpaceForEdit,
  slot: ImageSlot,
  image: ImageRef | undefined,
  itemId?: string,
): SpaceForEdit {
  switch (slot) {
    case 'space-avatar':
      return { ...space, top: withOptional(space.top, 'avatar', image) };
    case 'space-header':
      return { ...space, top: withOptional(space.top, 'header', image) };
    case 'share-image':
      return { ...space, top: withOptional(space.top, 'shareImage', image) };
    case 'space-background':
      return { ...space, background: withOptional(space.background, 'image', image) };
    case 'card':
      return { ...space, cards: withItemImage(space.cards, itemId, 'image', image) };
    case 'embed-poster':
      return { ...space, embeds: withItemImage(space.embeds, itemId, 'poster', image) };
    case 'button':
      return { ...space, buttons: withItemImage(space.buttons, itemId, 'image', image) };
    case 'thanks-letter':
    case 'thanks-fan-message': {
      const kind = THANKS_OF[slot];
      const { thanks } = space.messages;
      return {
        ...space,
        messages: {
          ...space.messages,
          thanks: { ...thanks, [kind]: withOptional(thanks[kind], 'image', image) },
        },
      };
    }
    case 'user-icon':
    case 'board-cover':
      return space;
  }
}
