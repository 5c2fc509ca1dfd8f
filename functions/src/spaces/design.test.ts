import { PRESET_DESIGNS } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../platform/errors';
import { newSpace, toSpaceForEdit, withDesign } from './space';

const t0 = new Date('2026-01-01T00:00:00Z');
const t1 = new Date('2026-01-02T00:00:00Z');
const image = { path: 'images/u/bg', width: 2160, height: 1440, widths: [720], color: '#f8fafc' };

describe('withDesign', () => {
  it('stores a preset and shows it to the editor', () => {
    const { background, theme } = PRESET_DESIGNS.pastel;
    const space = withDesign(newSpace('o', 'mika', 'Mika', t0), background, theme, t1);
    expect(toSpaceForEdit('id', space)).toMatchObject({ background, theme });
    expect(space.updatedAt).toBe(t1);
  });

  it('keeps the background image the pipeline attached', () => {
    const before = {
      ...newSpace('o', 'mika', 'Mika', t0),
      background: { ...PRESET_DESIGNS.photo.background, image },
    };
    const { background, theme } = PRESET_DESIGNS.photo;
    const after = withDesign(before, { ...background, overlayOpacity: 80 }, theme, t1);
    expect(after.background).toEqual({ ...background, overlayOpacity: 80, image });
  });

  it('refuses text below 4.5:1, judging an image by its overlay', () => {
    const before = {
      ...newSpace('o', 'mika', 'Mika', t0),
      background: { ...PRESET_DESIGNS.photo.background, image },
    };
    const thin = { ...PRESET_DESIGNS.photo.background, overlayOpacity: 30 };
    let caught: unknown;
    try {
      withDesign(before, thin, PRESET_DESIGNS.photo.theme, t1);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).issues).toEqual([
      { field: 'background.overlayOpacity', rule: 'contrast', limit: 4.5 },
    ]);
  });
});
