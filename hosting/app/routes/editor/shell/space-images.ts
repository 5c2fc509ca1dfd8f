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
      return {
        ...space,
        cards: space.cards.map((card) =>
          card.id === itemId ? withOptional(card, 'image', image) : card,
        ),
      };
    case 'embed-poster':
      return {
        ...space,
        embeds: space.embeds.map((embed) =>
          embed.id === itemId ? withOptional(embed, 'poster', image) : embed,
        ),
      };
    case 'button':
      return {
        ...space,
        buttons: space.buttons.map((button) =>
          button.id === itemId ? withOptional(button, 'image', image) : button,
        ),
      };
    case 'thanks-letter':
    case 'thanks-fan-message': {
      const kind = slot === 'thanks-letter' ? 'letter' : 'fanMessage';
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
