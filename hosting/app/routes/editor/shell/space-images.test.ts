import {
  DEFAULT_BACKGROUND,
  DEFAULT_SECTION_ORDER,
  DEFAULT_THEME,
  type ImageRef,
  type SpaceForEdit,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { withSpaceImage } from './space-images';

const IMAGE: ImageRef = {
  path: 'images/u1/new1',
  width: 1280,
  height: 427,
  widths: [640, 1280],
  color: '#aabbcc',
};
const OLD: ImageRef = { ...IMAGE, path: 'images/u1/old1' };

const SPACE: SpaceForEdit = {
  spaceId: 's1',
  slug: 'demo',
  published: true,
  top: { displayName: 'Demo', bio: '', layout: 'centered', avatar: OLD },
  sns: [],
  buttons: [],
  cards: [
    { id: 'c1', title: 'One', text: '', visible: true },
    { id: 'c2', title: 'Two', text: '', visible: true, image: OLD },
  ],
  texts: [],
  embeds: [],
  background: DEFAULT_BACKGROUND,
  theme: DEFAULT_THEME,
  sectionOrder: [...DEFAULT_SECTION_ORDER],
  messages: {
    letterBox: { enabled: false, intro: '', nameRequired: false, maxLength: 5000, paused: false },
    fanMessages: {
      enabled: false,
      prompt: '',
      quickPhrases: [],
      maxLength: 280,
      showWall: false,
      paused: false,
    },
    thanks: { letter: { text: 'Thanks!' }, fanMessage: { text: '', image: OLD } },
    ngWords: [],
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as SpaceForEdit;

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
