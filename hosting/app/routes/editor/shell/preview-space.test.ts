import { DEFAULT_MESSAGE_SETTINGS, PRESET_DESIGNS } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { previewSpace } from './preview-space';
import { testButton, testSpace } from './test-space';

const space = testSpace({
  buttons: [testButton('b1', 'Shop', true), testButton('b2', 'Soon', false)],
  texts: [{ id: 't1', heading: 'Hi', body: 'there', visible: false }],
});

describe('previewSpace', () => {
  it('shows what visitors would: hidden items and closed boxes left out', () => {
    const page = previewSpace(space, null);
    expect(page.buttons.map((b) => b.id)).toEqual(['b1']);
    expect(page.buttons[0]).not.toHaveProperty('visible');
    expect(page.texts).toEqual([]);
    expect(page.letterBox).toBeUndefined();
    expect(page.fanMessages).toBeUndefined();
  });

  it("lists the visible boards' links, as the public page does", () => {
    const boards = [{ title: 'News', slug: 'news', postCount: 2 }];
    expect(previewSpace({ ...space, boards }, null).boards).toEqual(boards);
    expect(previewSpace(space, null)).not.toHaveProperty('boards');
  });

  it('lays the unsaved draft over the saved space', () => {
    const { background, theme } = PRESET_DESIGNS.night;
    const page = previewSpace(space, { background, theme });
    expect(page.theme).toEqual(theme);
    expect(page.background).toEqual(background);
    expect(page.top).toEqual(space.top);
  });

  it('opens the fan-message box with an empty wall when the owner shows it', () => {
    const messages = {
      ...DEFAULT_MESSAGE_SETTINGS,
      fanMessages: { ...DEFAULT_MESSAGE_SETTINGS.fanMessages, enabled: true, showWall: true },
    };
    expect(previewSpace({ ...space, messages }, null).fanMessages?.wall).toEqual([]);
  });
});
