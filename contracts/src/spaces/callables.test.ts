import { describe, expect, it } from 'vitest';
import {
  createSpace,
  deleteSpace,
  listMySpaces,
  updateModeration,
  updateSpaceButtons,
  updateSpaceSns,
  updateSpaceTop,
} from './callables';
import { LIMITS } from '../limits';
import { DEFAULT_SECTION_ORDER, PublicSpaceSchema } from './space';
import { DEFAULT_BACKGROUND, DEFAULT_THEME } from './theme';
import { validator } from '../platform/compile';

const button = {
  label: 'Shop',
  url: 'https://example.com',
  color: 'primary',
  variant: 'solid',
  visible: true,
};

describe('validator', () => {
  it('accepts a valid payload and narrows its type', () => {
    const valid = validator(createSpace.request);
    const payload: unknown = { slug: 'my-space', displayName: 'Mika' };
    expect(valid(payload)).toBe(true);
    expect(valid.issues(payload)).toEqual([]);
  });

  it('names each bad field with its rule and bound', () => {
    const issues = validator(createSpace.request).issues({
      slug: 'ab',
      displayName: 'x'.repeat(51),
      extra: 1,
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'slug', rule: 'minLength', limit: LIMITS.slugMinLength },
        { field: 'displayName', rule: 'maxLength', limit: LIMITS.displayNameMaxLength },
        { field: 'extra', rule: 'unknownField' },
      ]),
    );
    expect(issues).toHaveLength(3);
  });

  it('reports a missing field by its own path', () => {
    expect(
      validator(updateSpaceTop.request).issues({ spaceId: 's1', top: { bio: '', layout: 'left' } }),
    ).toEqual([{ field: 'top.displayName', rule: 'required' }]);
  });

  it('refuses a payload that is not an object', () => {
    expect(validator(listMySpaces.request).issues(null)).toEqual([{ field: '', rule: 'type' }]);
    expect(validator(listMySpaces.request)({})).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    const valid = validator(createSpace.request);
    expect(valid({ slug: 'abc', displayName: '😀'.repeat(LIMITS.displayNameMaxLength) })).toBe(
      true,
    );
  });

  it('enforces list limits and item enums', () => {
    const tooMany = Array.from({ length: LIMITS.buttonsPerSpace + 1 }, () => button);
    expect(
      validator(updateSpaceButtons.request).issues({ spaceId: 's1', buttons: tooMany }),
    ).toEqual([{ field: 'buttons', rule: 'maxItems', limit: LIMITS.buttonsPerSpace }]);
    expect(
      validator(updateSpaceButtons.request).issues({
        spaceId: 's1',
        buttons: [{ ...button, variant: 'fancy' }],
      }),
    ).toEqual([{ field: 'buttons.0.variant', rule: 'enum' }]);
    expect(
      validator(updateSpaceSns.request).issues({
        spaceId: 's1',
        sns: [{ service: 'myspace', value: 'x' }],
      }),
    ).toEqual([{ field: 'sns.0.service', rule: 'enum' }]);
  });

  it('refuses ids that could escape a document path', () => {
    expect(validator(deleteSpace.request).issues({ spaceId: '../users/x' })).toEqual([
      { field: 'spaceId', rule: 'pattern' },
    ]);
  });

  it('checks the public document shape the public page reads', () => {
    const valid = validator(PublicSpaceSchema);
    const doc = {
      spaceId: 's1',
      slug: 'demo',
      top: { displayName: 'Demo', bio: '', layout: 'centered' },
      sns: [],
      buttons: [
        { id: 'b', label: 'x', url: 'https://example.com/', color: 'primary', variant: 'solid' },
      ],
      cards: [],
      texts: [],
      background: DEFAULT_BACKGROUND,
      theme: DEFAULT_THEME,
      sectionOrder: [...DEFAULT_SECTION_ORDER],
      reviewing: false,
      sourceUpdateTime: '2026-01-01T00:00:00.000000000Z',
    };
    expect(valid(doc)).toBe(true);
    expect(valid({ ...doc, sectionOrder: ['sns', 'sns'] })).toBe(false);
    expect(valid({ ...doc, buttons: [{ ...doc.buttons[0], visible: false }] })).toBe(false);
  });

  it('takes slow mode or the end of raid mode, never an empty change or raid mode begun', () => {
    const valid = validator(updateModeration.request);
    expect(valid({ spaceId: 's1', slowModeMinutes: 15 })).toBe(true);
    expect(valid({ spaceId: 's1', endRaid: true })).toBe(true);
    expect(valid({ spaceId: 's1', slowModeMinutes: 0, endRaid: true })).toBe(true);
    expect(valid.issues({ spaceId: 's1' })).not.toEqual([]);
    expect(valid.issues({ spaceId: 's1', slowModeMinutes: 2 })).not.toEqual([]);
    expect(valid.issues({ spaceId: 's1', endRaid: false })).not.toEqual([]);
    expect(valid.issues({ spaceId: 's1', raidSince: '2026-11-26T00:00:00Z' })).toEqual([
      { field: 'raidSince', rule: 'unknownField' },
    ]);
  });
});
