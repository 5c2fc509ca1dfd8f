import { DEFAULT_MESSAGE_SETTINGS, type ImageRef } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { spaceImageOf, withSpaceImage, type OwnImageSlot } from './space-images';
import { testSpace } from './test-space';

const IMAGE: ImageRef = {
  path: 'images/u1/new1',
  width: 1280,
  height: 427,
  widths: [640, 1280],
  color: '#aabbcc',
};
const OLD: ImageRef = { ...IMAGE, path: 'images/u1/old1' };

const SPACE = testSpace({
  slug: 'demo',
  published: true,
  top: { displayName: 'Demo', bio: '', layout: 'centered', avatar: OLD },
  cards: [
    { id: 'c1', title: 'One', text: '', visible: true },
    { id: 'c2', title: 'Two', text: '', visible: true, image: OLD },
  ],
  messages: {
    ...DEFAULT_MESSAGE_SETTINGS,
    thanks: { letter: { text: 'Thanks!' }, fanMessage: { text: '', image: OLD } },
  },
});

describe('withSpaceImage', () => {
  it('replaces and removes the avatar, keeping the rest of the top', () => {
    const replaced = withSpaceImage(SPACE, 'space-avatar', IMAGE);
    expect(replaced.top).toEqual({ ...SPACE.top, avatar: IMAGE });
    const removed = withSpaceImage(replaced, 'space-avatar', undefined);
    expect(removed.top).toEqual({ displayName: 'Demo', bio: '', layout: 'centered' });
    expect('avatar' in removed.top).toBe(false);
  });

  it('sets the header, the background image and a thanks image', () => {
    expect(withSpaceImage(SPACE, 'space-header', IMAGE).top.header).toBe(IMAGE);
    expect(withSpaceImage(SPACE, 'space-background', IMAGE).background.image).toBe(IMAGE);
    const thanks = withSpaceImage(SPACE, 'thanks-letter', IMAGE).messages.thanks;
    expect(thanks.letter).toEqual({ text: 'Thanks!', image: IMAGE });
    expect(thanks.fanMessage.image).toBe(OLD);
    expect(
      withSpaceImage(SPACE, 'thanks-fan-message', undefined).messages.thanks.fanMessage,
    ).toEqual({ text: '' });
  });

  it('sets only the card it names', () => {
    const cards = withSpaceImage(SPACE, 'card', IMAGE, 'c1').cards;
    expect(cards[0]?.image).toBe(IMAGE);
    expect(cards[1]?.image).toBe(OLD);
  });

  it('does not copy the space for slots it does not hold', () => {
    expect(withSpaceImage(SPACE, 'user-icon', IMAGE)).toBe(SPACE);
  });
});

describe('spaceImageOf', () => {
  it.each<[OwnImageSlot, ImageRef | undefined]>([
    ['space-avatar', OLD],
    ['space-header', undefined],
    ['share-image', undefined],
    ['space-background', undefined],
    ['thanks-letter', undefined],
    ['thanks-fan-message', OLD],
  ])('reads the %s slot where the space holds it', (slot, held) => {
    expect(spaceImageOf(SPACE, slot)).toBe(held);
  });

  it.each<OwnImageSlot>([
    'space-avatar',
    'space-header',
    'share-image',
    'space-background',
    'thanks-letter',
    'thanks-fan-message',
  ])('reads back what withSpaceImage put in the %s slot', (slot) => {
    expect(spaceImageOf(withSpaceImage(SPACE, slot, IMAGE), slot)).toBe(IMAGE);
    expect(spaceImageOf(withSpaceImage(SPACE, slot, undefined), slot)).toBeUndefined();
  });
});
