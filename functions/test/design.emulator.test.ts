// updateSpaceDesign through the Functions emulator: the owner saves a preset and their own colours,
// the public document follows, and text below 4.5:1 or a stranger is refused.
import {
  createSpace,
  PRESET_DESIGNS,
  setSpacePublished,
  updateSpaceDesign,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { call, failure, beforeCalls } from './support/call';
import { newSpace } from './support/spaces';
import { waitForPublicSpace } from './support/firestore';

let owner: TestUser;
let stranger: TestUser;

beforeCalls([createSpace, setSpacePublished, updateSpaceDesign], {
  before: async () => {
    [owner, stranger] = await Promise.all([newUser(), newUser()]);
  },
});

describe('updateSpaceDesign', () => {
  it('saves a preset with the owner’s own accent, and the public page gets it', async () => {
    const space = await newSpace(owner, 'd');
    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
    const { background, theme } = PRESET_DESIGNS.night;
    const mine = { ...theme, accent: '#f472b6', buttonShape: 'square' as const };
    const saved = await call(updateSpaceDesign, owner, {
      spaceId: space.spaceId,
      background,
      theme: mine,
    });
    expect(saved.space.theme).toEqual(mine);
    expect(saved.space.background).toEqual(background);
    const published = await waitForPublicSpace(
      space.slug,
      (doc) => doc?.theme.accent === '#f472b6',
    );
    expect(published?.background).toEqual(background);
  });

  it('refuses a gradient no text can be read on, naming the colour to change', async () => {
    const space = await newSpace(owner, 'd');
    const error = await failure(
      call(updateSpaceDesign, owner, {
        spaceId: space.spaceId,
        background: {
          ...PRESET_DESIGNS.clean.background,
          kind: 'gradient',
          color: '#000000',
          gradientTo: '#ffffff',
        },
        theme: PRESET_DESIGNS.clean.theme,
      }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.details).toEqual({
      reason: 'invalid-input',
      issues: [{ field: 'background.gradientTo', rule: 'contrast', limit: 4.5 }],
    });
  });

  it('refuses what the schema does not allow', async () => {
    const space = await newSpace(owner, 'd');
    const error = await failure(
      call(updateSpaceDesign, owner, {
        spaceId: space.spaceId,
        background: { ...PRESET_DESIGNS.clean.background, color: 'red' },
        theme: { ...PRESET_DESIGNS.clean.theme, font: 'comic' as 'sans' },
      }),
    );
    expect(error.details?.issues).toEqual([
      { field: 'background.color', rule: 'pattern' },
      { field: 'theme.font', rule: 'enum' },
    ]);
  });

  it('refuses another user’s space', async () => {
    const space = await newSpace(owner, 'd');
    const error = await failure(
      call(updateSpaceDesign, stranger, {
        spaceId: space.spaceId,
        ...PRESET_DESIGNS.pop,
      }),
    );
    expect(error.code).toBe('permission-denied');
  });
});
