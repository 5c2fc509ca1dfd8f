import { describe, expect, it } from 'vitest';
import { validator } from '../platform/compile';
import {
  DEFAULT_MODERATION,
  ModerationSchema,
  SLOW_MODE_MINUTES,
  type Moderation,
} from './moderation';

const isModeration = validator(ModerationSchema);

describe('ModerationSchema', () => {
  it('takes the default and every slow-mode choice, in or out of raid mode', () => {
    expect(isModeration.issues(DEFAULT_MODERATION)).toEqual([]);
    for (const slowModeMinutes of SLOW_MODE_MINUTES) {
      const moderation: Moderation = { raidSince: '2026-11-26T21:00:00.000Z', slowModeMinutes };
      expect(isModeration.issues(moderation)).toEqual([]);
    }
  });

  it('refuses a slow mode that is not one of the choices, and unknown fields', () => {
    expect(isModeration.issues({ raidSince: null, slowModeMinutes: 2 })).not.toEqual([]);
    expect(isModeration.issues({ ...DEFAULT_MODERATION, extra: 1 })).not.toEqual([]);
  });
});
