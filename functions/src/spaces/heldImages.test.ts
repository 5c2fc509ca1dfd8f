import { describe, expect, it } from 'vitest';
import {
  HELD_IMAGE_LIFETIME_MS,
  HELD_IMAGES_MAX,
  withExpiredHeld,
  withHeldImage,
  type SpaceItemSlot,
} from './heldImages';
import { withButtons, withCards, type Space } from './space';
import { button, ids, image, issuesOf, space, t0 } from './space.fixtures';
import { imagesOf } from './spaceImages';

// Within the held images' lifetime.
const t1 = new Date('2026-01-01T01:00:00Z');
const later = new Date(t0.getTime() + HELD_IMAGE_LIFETIME_MS + 1);
const empty = (): Space => space({ buttons: [], cards: [] });

/** An empty space holding, in order, each image `name` for a new row of `slot`, held `at`. */
const holding = (...held: [slot: SpaceItemSlot, name: string, at: Date][]) =>
  held.reduce((s, [slot, name, at]) => withHeldImage(s, slot, image(name), [], at), empty());

/** A space whose one button was saved with the held image `name`. */
const withSavedButton = (name: string) =>
  withButtons(holding(['button', name, t0]), [button({ newImage: image(name).path })], t1, ids());

describe('withHeldImage', () => {
  it('holds an image for a new row once, however often the pipeline delivers it', () => {
    const held = withHeldImage(empty(), 'card', image('a'), [], t0);
    expect(held.heldImages).toEqual([{ slot: 'card', image: image('a'), heldAt: t0.getTime() }]);
    expect(withHeldImage(held, 'card', image('a'), [], t1)).toBe(held);
  });

  it('never holds again an image a save has already placed on a row', () => {
    const space = empty();
    expect(withHeldImage(space, 'button', image('a'), [image('a')], t0)).toBe(space);
  });

  it('lets go of the oldest past the cap, queueing it for deletion', () => {
    let space = empty();
    for (let i = 0; i <= HELD_IMAGES_MAX; i += 1)
      space = withHeldImage(space, 'card', image(`i${i}`), [], new Date(t0.getTime() + i));
    expect(space.heldImages).toHaveLength(HELD_IMAGES_MAX);
    expect(space.heldImages![0]!.image.path).toBe('images/owner/i1');
    expect(space.removedImages).toEqual([image('i0')]);
  });
});

describe('withExpiredHeld', () => {
  it('queues images held past their lifetime for deletion and keeps fresh ones', () => {
    const space = holding(['card', 'old', t0], ['button', 'new', later]);
    const next = withExpiredHeld(space, later);
    expect(next.heldImages?.map((h) => h.image.path)).toEqual(['images/owner/new']);
    expect(next.removedImages).toEqual([image('old')]);
    expect(withExpiredHeld(next, later)).toBe(next);
  });
});

describe('a new row’s image on save', () => {
  it('puts the held image on the new card and the new button, and holds it no more', () => {
    const held = holding(['card', 'c', t0], ['button', 'b', t0]);
    const withCard = withCards(
      held,
      [{ title: '', text: '', visible: true, newImage: image('c').path }],
      t1,
      ids(),
    );
    expect(withCard.cards).toEqual([
      { id: 'id1', title: '', text: '', visible: true, image: image('c') },
    ]);
    const both = withButtons(withCard, [button({ newImage: image('b').path })], t1, ids());
    expect(both.buttons).toEqual([{ id: 'id1', ...button(), image: image('b') }]);
    expect(both.heldImages).toBeUndefined();
    expect(both.removedImages).toBeUndefined();
    expect(imagesOf(both)).toEqual([image('c'), image('b')]);
  });

  it('keeps a saved row’s image when the same save is sent again', () => {
    const saved = withSavedButton('b');
    const again = withButtons(saved, [button({ id: 'id1', newImage: image('b').path })], t1, ids());
    expect(again.buttons[0]!.image).toEqual(image('b'));
  });

  it('refuses an image this space does not hold for that slot', () => {
    const held = withHeldImage(empty(), 'card', image('c'), [], t0);
    // Another user's, or another space's, image is not held here.
    expect(
      issuesOf(() => withButtons(held, [button({ newImage: 'images/other/x1' })], t1, ids())),
    ).toEqual([{ field: 'buttons.0.newImage', rule: 'imageGone' }]);
    // Held for a card, not a button.
    expect(
      issuesOf(() => withButtons(held, [button({ newImage: image('c').path })], t1, ids())),
    ).toEqual([{ field: 'buttons.0.newImage', rule: 'imageGone' }]);
    // One image for two rows: the second finds it taken.
    expect(
      issuesOf(() =>
        withCards(
          held,
          [
            { title: 'a', text: '', visible: true, newImage: image('c').path },
            { title: 'b', text: '', visible: true, newImage: image('c').path },
          ],
          t1,
          ids(),
        ),
      ),
    ).toEqual([{ field: 'cards.1.newImage', rule: 'imageGone' }]);
  });

  it('queues a replaced image and a removed button’s thumbnail for deletion', () => {
    const saved = withSavedButton('b1');
    const replaced = withButtons(
      withHeldImage(saved, 'button', image('b2'), [], t1),
      [button({ id: 'id1', newImage: image('b2').path })],
      t1,
      ids(),
    );
    expect(replaced.buttons[0]!.image).toEqual(image('b2'));
    expect(replaced.removedImages).toEqual([image('b1')]);
    expect(withButtons(replaced, [], t1, ids()).removedImages).toEqual([image('b1'), image('b2')]);
  });
});
