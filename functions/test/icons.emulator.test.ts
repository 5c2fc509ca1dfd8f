// Buttons with icons from our sets, saved through the callable and published by the trigger:
// the server checks each icon against the sets, keeps its sanitised drawing on the button, and
// the public document carries it, so the public page inlines it with its one read.
import {
  createSpace,
  setSpacePublished,
  updateSpaceButtons,
  type ButtonInput,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { call, failure, beforeCalls } from './support/call';
import { newSpace } from './support/spaces';
import { waitForPublicSpace } from './support/firestore';

const button = (label: string, icon?: string): ButtonInput => ({
  label,
  url: 'https://music.example.com/',
  ...(icon !== undefined && { icon }),
  color: 'primary',
  variant: 'solid',
  visible: true,
});

let owner: TestUser;

beforeCalls([createSpace, updateSpaceButtons, setSpacePublished], {
  before: async () => {
    owner = await newUser();
  },
});

describe('saving buttons with icons', () => {
  it('keeps each icon’s drawing, and the public document carries it', async () => {
    const space = await newSpace(owner, 'i');
    const { space: saved } = await call(updateSpaceButtons, owner, {
      spaceId: space.spaceId,
      buttons: [
        button('Listen', 'lucide:music'),
        button('Watch', 'simple-icons:youtube'),
        button('Mail', 'email'),
        button('Plain'),
      ],
    });
    expect(saved.buttons.map((b) => b.icon)).toEqual([
      'lucide:music',
      'simple-icons:youtube',
      // An older button's service name becomes its set icon.
      'lucide:mail',
      undefined,
    ]);
    const [music, youtube, mail, plain] = saved.buttons;
    expect(music!.iconSvg).toMatchObject({ width: 24, height: 24 });
    expect(music!.iconSvg!.body).toMatch(/^<g fill="none" stroke="currentColor"/);
    expect(youtube!.iconSvg!.body).toMatch(/^<path fill="currentColor" d="M/);
    expect(mail!.iconSvg!.body).toContain('<rect');
    expect(plain).not.toHaveProperty('iconSvg');

    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
    const published = await waitForPublicSpace(space.slug, (doc) => doc !== undefined, 60_000);
    expect(published!.buttons.map((b) => b.iconSvg)).toEqual(saved.buttons.map((b) => b.iconSvg));
  });

  it.each([
    ['an icon the set does not have', 'lucide:no-such-icon'],
    ['a set we do not serve', 'mdi:music'],
    ['an icon name the sets never use', 'lucide:Music'],
  ])('refuses %s', async (_what, icon) => {
    const space = await newSpace(owner, 'i');
    const error = await failure(
      call(updateSpaceButtons, owner, {
        spaceId: space.spaceId,
        buttons: [button('Listen', 'lucide:music'), button('Odd', icon)],
      }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.details?.reason).toBe('invalid-input');
    expect(error.details?.issues).toEqual([
      { field: 'buttons.1.icon', rule: icon === 'lucide:Music' ? 'pattern' : 'unknownIcon' },
    ]);
  });

  it('refuses a drawing sent by the editor: only the server resolves icons', async () => {
    const space = await newSpace(owner, 'i');
    const error = await failure(
      call(updateSpaceButtons, owner, {
        spaceId: space.spaceId,
        buttons: [
          {
            ...button('Listen', 'lucide:music'),
            iconSvg: { body: '<path d="M0 0"/>', width: 24, height: 24 },
          } as ButtonInput,
        ],
      }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.details?.issues).toEqual([
      expect.objectContaining({ field: 'buttons.0.iconSvg', rule: 'unknownField' }),
    ]);
  });
});
