import { DEFAULT_BACKGROUND, type ImageRef } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { withThanks } from './messageSettings';
import { newSpace, type Space } from './space';
import { imagesOf, removedImagesOf, withImage, withoutRemovedImages } from './spaceImages';

const t0 = new Date('2026-01-01T00:00:00Z');
const t1 = new Date('2026-01-02T00:00:00Z');
const image = (id: string): ImageRef => ({
  path: `images/owner/${id}`,
  width: 384,
  height: 384,
  widths: [96, 192, 384],
  color: '#112233',
});
const card = (id: string, over: object = {}) => ({
  id,
  title: 'T',
  text: '',
  visible: true,
  ...over,
});
const space = (over: Partial<Space> = {}): Space => ({
  ...newSpace('owner', 'my-space', 'Mika', t0),
  ...over,
});

describe('withImage', () => {
  it('sets the avatar and header on top, keeping the rest of it', () => {
    const a = withImage(space(), 'space-avatar', undefined, image('a'), t1)!;
    expect(a.space.top).toMatchObject({ displayName: 'Mika', avatar: image('a') });
    expect(a.space.updatedAt).toEqual(t1);
    expect(a.previous).toBeUndefined();
    const h = withImage(a.space, 'space-header', undefined, image('h'), t1)!;
    expect(h.space.top).toMatchObject({ avatar: image('a'), header: image('h') });
  });

  it('answers the image it replaces', () => {
    const first = withImage(space(), 'space-avatar', undefined, image('a'), t1)!.space;
    const second = withImage(first, 'space-avatar', undefined, image('b'), t1)!;
    expect(second.space.top.avatar).toEqual(image('b'));
    expect(second.previous).toEqual(image('a'));
  });

  it('changes nothing when the slot holds that image already', () => {
    const first = withImage(space(), 'space-avatar', undefined, image('a'), t1)!.space;
    const again = withImage(first, 'space-avatar', undefined, image('a'), t1)!;
    expect(again.space).toBe(first);
    expect(again.previous).toBeUndefined();
  });

  it('clears a slot, answering what it held', () => {
    const first = withImage(space(), 'space-header', undefined, image('h'), t1)!.space;
    const cleared = withImage(first, 'space-header', undefined, undefined, t1)!;
    expect(cleared.space.top).not.toHaveProperty('header');
    expect(cleared.previous).toEqual(image('h'));
    const empty = withImage(cleared.space, 'space-header', undefined, undefined, t1)!;
    expect(empty.space).toBe(cleared.space);
  });

  it('sets the background image on the defaults of a space that has no background yet', () => {
    const r = withImage(space(), 'space-background', undefined, image('bg'), t1)!;
    expect(r.space.background).toEqual({ ...DEFAULT_BACKGROUND, image: image('bg') });
  });

  it("sets one card's image by its id, and finds no target for an unknown card", () => {
    const s = space({ cards: [card('c1'), card('c2', { image: image('old') })] });
    const r = withImage(s, 'card', 'c2', image('new'), t1)!;
    expect(r.space.cards).toEqual([card('c1'), card('c2', { image: image('new') })]);
    expect(r.previous).toEqual(image('old'));
    expect(withImage(s, 'card', 'c9', image('new'), t1)).toBeUndefined();
    expect(withImage(space(), 'card', 'c1', image('new'), t1)).toBeUndefined();
  });

  it('sets the thanks images, keeping their texts', () => {
    const s = withThanks(
      space(),
      { letter: { text: 'ありがとう' }, fanMessage: { text: 'Thanks' } },
      t0,
    );
    const letter = withImage(s, 'thanks-letter', undefined, image('l'), t1)!.space;
    const both = withImage(letter, 'thanks-fan-message', undefined, image('f'), t1)!.space;
    expect(both.messages?.thanks).toEqual({
      letter: { text: 'ありがとう', image: image('l') },
      fanMessage: { text: 'Thanks', image: image('f') },
    });
  });
});

describe('imagesOf', () => {
  it('lists the images of every slot', () => {
    let s = space({ cards: [card('c1', { image: image('c1') }), card('c2')] });
    for (const [slot, id] of [
      ['space-avatar', 'a'],
      ['space-header', 'h'],
      ['space-background', 'bg'],
      ['thanks-letter', 'l'],
      ['thanks-fan-message', 'f'],
    ] as const)
      s = withImage(s, slot, undefined, image(id), t1)!.space;
    expect(
      imagesOf(s)
        .map((i) => i.path.split('/')[2])
        .sort(),
    ).toEqual(['a', 'bg', 'c1', 'f', 'h', 'l'].sort());
  });

  it("lists the covers of the space's boards, from its board index", () => {
    const boardIndex = [
      { boardId: 'b1', cover: image('b1') },
      { boardId: 'b2' },
      { boardId: 'b3', cover: 'not an image' },
    ];
    expect(imagesOf({ ...space(), boardIndex })).toEqual([image('b1')]);
  });

  it('skips what is not an image reference, and reads anything', () => {
    expect(imagesOf(undefined)).toEqual([]);
    expect(imagesOf({ top: { avatar: { url: 'data:x' } }, cards: [null, 3] })).toEqual([]);
  });
});

describe('removed images', () => {
  it('are deleted with the space too, and only image references count', () => {
    const s = space({ removedImages: [image('gone')] });
    expect(imagesOf(s).map((i) => i.path)).toEqual(['images/owner/gone']);
    expect(removedImagesOf({ removedImages: [image('x'), { url: 'data:x' }, null] })).toEqual([
      image('x'),
    ]);
    expect(removedImagesOf({ removedImages: 'nope' })).toEqual([]);
  });

  it('leave the waiting list once their objects are deleted, and only those', () => {
    const s = space({ removedImages: [image('a'), image('b')] });
    expect(withoutRemovedImages(s, new Set(['images/owner/a'])).removedImages).toEqual([
      image('b'),
    ]);
    const none = withoutRemovedImages(s, new Set(['images/owner/a', 'images/owner/b']));
    expect(none).not.toHaveProperty('removedImages');
    expect(withoutRemovedImages(s, new Set(['images/owner/zzz']))).toBe(s);
  });
});
