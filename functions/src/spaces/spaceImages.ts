// Where a space keeps its images, slot by slot, and setting or clearing one. Pure.
import { validator, ImageRefSchema, type ImageRef, type ImageSlot } from '@spaces/contracts';
import { designOf, messageSettingsOf, type Space } from './space';

/** The image slots of the space document (the icon lives on the user, covers on boards). */
export type SpaceImageSlot = Exclude<ImageSlot, 'user-icon' | 'board-cover'>;

export interface SpaceImageChange {
  space: Space;
  /** The image the slot held before, if any and if it was another one. */
  previous?: ImageRef;
}

/** Sets (or, with undefined, clears) one optional `image`-like key of an object. */
function withKey<T extends object, K extends keyof T>(
  target: T,
  key: K,
  value: T[K] | undefined,
): T {
  const { [key]: _old, ...rest } = target;
  return (value === undefined ? rest : { ...rest, [key]: value }) as T;
}

/**
 * The space with `image` in `slot` (cleared when undefined), and the image it replaced; the same
 * space object when the slot already holds exactly that, so that nothing is written. Undefined
 * when the slot has no target in this space: no card `itemId`, or a slot spaces do not hold yet
 * (board covers arrive with boards).
 */
export function withImage(
  space: Space,
  slot: SpaceImageSlot,
  itemId: string | undefined,
  image: ImageRef | undefined,
  now: Date,
): SpaceImageChange | undefined {
  const current = imageIn(space, slot, itemId);
  if (current === NO_TARGET) return undefined;
  if (current?.path === image?.path) return { space };
  const changed = (next: Space): SpaceImageChange => ({
    space: { ...next, updatedAt: now },
    ...(current ? { previous: current } : {}),
  });
  switch (slot) {
    case 'space-avatar':
      return changed({ ...space, top: withKey(space.top, 'avatar', image) });
    case 'space-header':
      return changed({ ...space, top: withKey(space.top, 'header', image) });
    case 'share-image':
      return changed({ ...space, top: withKey(space.top, 'shareImage', image) });
    case 'space-background':
      return changed({ ...space, background: withKey(designOf(space).background, 'image', image) });
    case 'card':
      return changed({
        ...space,
        cards: designOf(space).cards.map((card) =>
          card.id === itemId ? withKey(card, 'image', image) : card,
        ),
      });
    case 'embed-poster':
      return changed({
        ...space,
        embeds: designOf(space).embeds.map((embed) =>
          embed.id === itemId ? withKey(embed, 'poster', image) : embed,
        ),
      });
    case 'button':
      return changed({
        ...space,
        buttons: space.buttons.map((button) =>
          button.id === itemId ? withKey(button, 'image', image) : button,
        ),
      });
    case 'thanks-letter':
    case 'thanks-fan-message': {
      const settings = messageSettingsOf(space);
      const which = slot === 'thanks-letter' ? 'letter' : 'fanMessage';
      return changed({
        ...space,
        messages: {
          ...settings,
          thanks: { ...settings.thanks, [which]: withKey(settings.thanks[which], 'image', image) },
        },
      });
    }
  }
}

const NO_TARGET = Symbol('no target');

function imageIn(
  space: Space,
  slot: SpaceImageSlot,
  itemId: string | undefined,
): ImageRef | undefined | typeof NO_TARGET {
  switch (slot) {
    case 'space-avatar':
      return space.top.avatar;
    case 'space-header':
      return space.top.header;
    case 'share-image':
      return space.top.shareImage;
    case 'space-background':
      return designOf(space).background.image;
    case 'card': {
      const card = designOf(space).cards.find((c) => c.id === itemId);
      return card ? card.image : NO_TARGET;
    }
    case 'embed-poster': {
      const embed = designOf(space).embeds.find((e) => e.id === itemId);
      return embed ? embed.poster : NO_TARGET;
    }
    case 'button': {
      const button = space.buttons.find((b) => b.id === itemId);
      return button ? button.image : NO_TARGET;
    }
    case 'thanks-letter':
      return messageSettingsOf(space).thanks.letter.image;
    case 'thanks-fan-message':
      return messageSettingsOf(space).thanks.fanMessage.image;
  }
}

const isImageRef = validator(ImageRefSchema);

/** A stored space document as far as its images go, with nothing assumed about its shape. */
interface StoredImages {
  top?: { avatar?: unknown; header?: unknown; shareImage?: unknown };
  background?: { image?: unknown };
  cards?: unknown;
  embeds?: unknown;
  buttons?: unknown;
  heldImages?: unknown;
  messages?: { thanks?: { letter?: { image?: unknown }; fanMessage?: { image?: unknown } } };
  /** The boards' entries carry their covers (the board documents hold the same). */
  boardIndex?: unknown;
  removedImages?: unknown;
}

/**
 * Every image a stored space document holds, in any slot, for deleting them with the space. Reads
 * the raw document defensively: whatever is not an image reference is skipped. Held images (for
 * rows not saved yet) count too.
 */
export function imagesOf(data: unknown): ImageRef[] {
  const space = (data ?? {}) as StoredImages;
  const cards: unknown[] = Array.isArray(space.cards) ? space.cards : [];
  const embeds: unknown[] = Array.isArray(space.embeds) ? space.embeds : [];
  const buttons: unknown[] = Array.isArray(space.buttons) ? space.buttons : [];
  const held: unknown[] = Array.isArray(space.heldImages) ? space.heldImages : [];
  const boards: unknown[] = Array.isArray(space.boardIndex) ? space.boardIndex : [];
  const candidates: unknown[] = [
    space.top?.avatar,
    space.top?.header,
    space.top?.shareImage,
    space.background?.image,
    ...cards.map((card) => (card as { image?: unknown } | null)?.image),
    ...embeds.map((embed) => (embed as { poster?: unknown } | null)?.poster),
    ...buttons.map((button) => (button as { image?: unknown } | null)?.image),
    ...held.map((entry) => (entry as { image?: unknown } | null)?.image),
    space.messages?.thanks?.letter?.image,
    space.messages?.thanks?.fanMessage?.image,
    ...boards.map((board) => (board as { cover?: unknown } | null)?.cover),
    ...removedImagesOf(data),
  ];
  return candidates.filter((c): c is ImageRef => c !== undefined && isImageRef(c));
}

/** Images an edit took off the space (a removed card's), still waiting for their objects to go. */
export function removedImagesOf(data: unknown): ImageRef[] {
  const pending = ((data ?? {}) as StoredImages).removedImages;
  return Array.isArray(pending)
    ? pending.filter((c): c is ImageRef => c !== undefined && isImageRef(c))
    : [];
}

/** The space without the removed images at `paths` (the same object when none is there). */
export function withoutRemovedImages<T extends { removedImages?: ImageRef[] }>(
  space: T,
  paths: ReadonlySet<string>,
): T {
  const pending = space.removedImages ?? [];
  const left = pending.filter((image) => !paths.has(image.path));
  if (left.length === pending.length) return space;
  const { removedImages: _gone, ...rest } = space;
  return (left.length > 0 ? { ...rest, removedImages: left } : rest) as T;
}
