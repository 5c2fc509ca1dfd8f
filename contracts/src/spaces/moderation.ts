// A space's defences against floods (decision 044): raid mode, which the abuse gate enters by
// itself when a space is flooded and which holds every new message until the owner ends it, and
// slow mode, which the owner sets by hand.
import { Type } from '@sinclair/typebox';

/** Slow mode's choices: one message per sender per this many minutes; 0 is off. */
export const SLOW_MODE_MINUTES = [0, 1, 5, 15, 60] as const;
export type SlowModeMinutes = (typeof SLOW_MODE_MINUTES)[number];
/** A space's defences against floods, as the owner's editor sees them. */
export interface Moderation {
  /** When the space entered raid mode (ISO 8601), or null when it is not in raid mode. */
  raidSince: string | null;
  slowModeMinutes: SlowModeMinutes;
}
export const DEFAULT_MODERATION: Moderation = { raidSince: null, slowModeMinutes: 0 };

export const SlowModeMinutesSchema = Type.Unsafe<SlowModeMinutes>({
  type: 'integer',
  enum: [...SLOW_MODE_MINUTES],
});

export const ModerationSchema = Type.Object(
  {
    raidSince: Type.Union([Type.String(), Type.Null()]),
    slowModeMinutes: SlowModeMinutesSchema,
  },
  { additionalProperties: false },
);
