// Images chosen for a card or a button before its first save (decision 056): the pipeline holds
// the processed image on the space, listed by slot, until a save of that list names it as a new
// row's `newImage`, or until it expires and goes the way of any removed image. Pure.
import type { Checked, FieldIssue, ImageRef } from '@spaces/contracts';

/** The item slots of the space document: a card's image, a button's thumbnail. */
export type SpaceItemSlot = 'card' | 'button';

/** One processed image waiting for its row's first save. */
export interface HeldImage {
  slot: SpaceItemSlot;
  image: ImageRef;
  /** When it was held, in epoch milliseconds: a number, as Dates in arrays come back as Timestamps. */
  heldAt: number;
}

/** The parts of a space document the held images touch. */
export interface HoldsImages {
  heldImages?: HeldImage[];
  removedImages?: ImageRef[];
}

/** An image not saved with its row within a day was abandoned (the tab closed, the row removed). */
export const HELD_IMAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** At most this many wait at once, so an owner who keeps choosing cannot grow the document. */
export const HELD_IMAGES_MAX = 8;

/** `space` with its held images set to `held` and `released` queued for deletion. */
export function withHeld<T extends HoldsImages>(
  space: T,
  held: HeldImage[],
  released: ImageRef[],
): T {
  const { heldImages: _old, removedImages: removed, ...rest } = space;
  const queue = [...(removed ?? []), ...released];
  return {
    ...rest,
    ...(held.length > 0 && { heldImages: held }),
    ...(queue.length > 0 && { removedImages: queue }),
  } as T;
}

/**
 * The space with expired held images (and the oldest past the cap) moved to `removedImages`,
 * whose objects the image feature deletes; the same object when none is due.
 */
export function withExpiredHeld<T extends HoldsImages>(space: T, now: Date): T {
  const held = space.heldImages ?? [];
  const fresh = held.filter((h) => now.getTime() - h.heldAt < HELD_IMAGE_LIFETIME_MS);
  const kept = fresh.slice(Math.max(0, fresh.length - HELD_IMAGES_MAX));
  if (kept.length === held.length) return space;
  const keptPaths = new Set(kept.map((h) => h.image.path));
  const released = held.filter((h) => !keptPaths.has(h.image.path)).map((h) => h.image);
  return withHeld(space, kept, released);
}

/**
 * The space holding `image` for a new row of `slot`; the same object when it is held already or
 * `inUse` (a repeated delivery of an upload whose image a save has taken meanwhile).
 */
export function withHeldImage<T extends HoldsImages>(
  space: T,
  slot: SpaceItemSlot,
  image: ImageRef,
  inUse: readonly ImageRef[],
  now: Date,
): T {
  const known = [...(space.heldImages ?? []).map((h) => h.image), ...inUse];
  if (known.some((other) => other.path === image.path)) return space;
  const held = [...(space.heldImages ?? []), { slot, image, heldAt: now.getTime() }];
  return withExpiredHeld(withHeld(space, held, []), now);
}

/** A row as a list's save sends it, before its image is settled. */
interface RowWithNewImage {
  id?: string;
  newImage?: string;
}

export interface PlacedImages<R> {
  /** The rows, each with the image it has now (kept by id, or taken from the held ones). */
  rows: (Omit<R, 'newImage'> & { image?: ImageRef })[];
  held: HeldImage[];
  /** Images the rows let go of (replaced by a new one). */
  released: ImageRef[];
}

/**
 * Settles the images of a saved list: a row keeps its own image by id, and a row naming a
 * `newImage` takes that image from the ones held for `slot` (or keeps it, when it is already the
 * row's: a repeated save). A `newImage` that is neither is refused (`imageGone`): expired, taken
 * by another row, held for another slot, or never this space's.
 */
export function placeImages<R extends RowWithNewImage>(
  rows: readonly R[],
  before: ReadonlyMap<string, { image?: ImageRef }>,
  heldImages: readonly HeldImage[],
  slot: SpaceItemSlot,
  field: string,
): Checked<PlacedImages<R>> {
  let held = [...heldImages];
  const released: ImageRef[] = [];
  const issues: FieldIssue[] = [];
  const placed = rows.map((row, i) => {
    const { newImage, ...rest } = row;
    const own = row.id === undefined ? undefined : before.get(row.id)?.image;
    if (newImage === undefined || own?.path === newImage)
      return { ...rest, ...(own && { image: own }) };
    const taken = held.find((h) => h.slot === slot && h.image.path === newImage);
    if (!taken) {
      issues.push({ field: `${field}.${i}.newImage`, rule: 'imageGone' });
      return rest;
    }
    held = held.filter((h) => h !== taken);
    if (own) released.push(own);
    return { ...rest, image: taken.image };
  });
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { rows: placed, held, released } };
}
