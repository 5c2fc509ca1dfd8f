import { ICON_BODIES_MAX_TOTAL, type ButtonInput } from '@spaces/contracts';
import { iconOf } from '@spaces/contracts/icon-sets';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../platform/errors';
import { buttonIcons, resolveIcon } from './icons';
import { newSpace, withButtons } from './space';

const t0 = new Date('2026-01-01T00:00:00Z');
const button = (icon?: string): ButtonInput => ({
  label: 'Listen',
  url: 'https://music.example.com/',
  ...(icon !== undefined && { icon }),
  color: 'primary',
  variant: 'solid',
  visible: true,
});
const save = (buttons: ButtonInput[]) => {
  let n = 0;
  return withButtons(
    newSpace('owner', 'my-space', 'Mika', t0),
    buttons,
    t0,
    () => `b${++n}`,
    buttonIcons(buttons),
  );
};

describe('resolving a button’s icon reference', () => {
  it('looks `set:name` up in the installed sets (icon-sets.ts has the lookup’s own tests)', () => {
    expect(resolveIcon('lucide:music')).toEqual(iconOf('lucide', 'music'));
    expect(resolveIcon('simple-icons:youtube')).toEqual(iconOf('simple-icons', 'youtube'));
    expect(resolveIcon('lucide:music')!.body).toContain('<path');
  });

  it.each(['lucide:no-such-icon', 'mdi:music', 'music', 'lucide:__proto__', 'lucide:../music'])(
    'finds nothing for %s',
    (ref) => {
      expect(resolveIcon(ref)).toBeUndefined();
    },
  );
});

describe('saving buttons with icons', () => {
  it('keeps each set icon’s drawing on its button', () => {
    const saved = save([button('lucide:music'), button(), button('simple-icons:youtube')]);
    expect(saved.buttons.map((b) => b.icon)).toEqual([
      'lucide:music',
      undefined,
      'simple-icons:youtube',
    ]);
    expect(saved.buttons[0]!.iconSvg).toEqual(resolveIcon('lucide:music'));
    expect(saved.buttons[1]).not.toHaveProperty('iconSvg');
    expect(saved.buttons[2]!.iconSvg!.body).toContain('currentColor');
  });

  it('turns an older button’s service name into its set icon, and keeps names it cannot map', () => {
    const saved = save([button('youtube'), button('email'), button('globe-ish')]);
    expect(saved.buttons.map((b) => b.icon)).toEqual([
      'simple-icons:youtube',
      'lucide:mail',
      'globe-ish',
    ]);
    expect(saved.buttons[0]!.iconSvg).toEqual(resolveIcon('simple-icons:youtube'));
    expect(saved.buttons[2]).not.toHaveProperty('iconSvg');
  });

  it('refuses icons the sets do not have, naming each button', () => {
    try {
      save([button('lucide:music'), button('lucide:no-such-icon'), button('mdi:home')]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues).toEqual([
        { field: 'buttons.1.icon', rule: 'unknownIcon' },
        { field: 'buttons.2.icon', rule: 'unknownIcon' },
      ]);
    }
  });

  it('refuses a set icon whose drawing the caller did not resolve', () => {
    const space = newSpace('owner', 'my-space', 'Mika', t0);
    expect(() => withButtons(space, [button('lucide:music')], t0, () => 'b1')).toThrow(
      ValidationError,
    );
  });
});

describe('the space’s total of drawings', () => {
  it('refuses the icon that takes the buttons past it, and keeps the ones before', () => {
    const svg = { body: `<path d="M${'0'.repeat(3985)}"/>`, width: 24, height: 24 };
    expect(svg.body.length).toBeLessThanOrEqual(4000);
    const fits = Math.floor(ICON_BODIES_MAX_TOTAL / svg.body.length);
    const buttons = Array.from({ length: fits + 1 }, (_, i) => button(`lucide:icon-${i}`));
    const icons = new Map(buttons.map((b) => [b.icon!, svg]));
    const space = newSpace('owner', 'my-space', 'Mika', t0);
    try {
      withButtons(space, buttons, t0, () => 'b', icons);
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).issues).toEqual([
        { field: `buttons.${fits}.icon`, rule: 'unknownIcon' },
      ]);
    }
    expect(withButtons(space, buttons.slice(0, fits), t0, () => 'b', icons).buttons).toHaveLength(
      fits,
    );
  });
});
