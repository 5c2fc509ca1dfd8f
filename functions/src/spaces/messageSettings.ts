// A space's message settings and moderation as the owner changes them, each a pure function of the
// space and the form: the letter box, fan messages, thanks, NG words, slow mode and the end of
// raid mode. A part of the space's domain (space.ts).
import {
  SLOW_MODE_MINUTES,
  checkFanMessages,
  checkLetterBox,
  checkNgWords,
  checkThanks,
  type FanMessageSettings,
  type LetterBoxSettings,
  type MessageSettings,
  type SlowModeMinutes,
  type ThanksSettingsInput,
} from '@spaces/contracts';
import { ValidationError } from '../platform/errors';
import { valueOf } from './space';
import { messageSettingsOf, type Space, type StoredModeration } from './spaceDoc';

/**
 * The space with one part of its message settings replaced; the same space when nothing changes,
 * so that saving the same form twice writes nothing.
 */
function withMessageSettings(space: Space, part: Partial<MessageSettings>, now: Date): Space {
  const before = messageSettingsOf(space);
  const after = { ...before, ...part };
  if (space.messages && JSON.stringify(after) === JSON.stringify(before)) return space;
  return { ...space, messages: after, updatedAt: now };
}

export function withLetterBox(space: Space, input: LetterBoxSettings, now: Date): Space {
  return withMessageSettings(space, { letterBox: valueOf(checkLetterBox(input)) }, now);
}

export function withFanMessages(space: Space, input: FanMessageSettings, now: Date): Space {
  return withMessageSettings(space, { fanMessages: valueOf(checkFanMessages(input)) }, now);
}

/** The thanks texts; an image the pipeline attached stays, as the form edits only texts. */
export function withThanks(space: Space, input: ThanksSettingsInput, now: Date): Space {
  const texts = valueOf(checkThanks(input));
  const { thanks } = messageSettingsOf(space);
  return withMessageSettings(
    space,
    {
      thanks: {
        letter: { ...thanks.letter, text: texts.letter.text },
        fanMessage: { ...thanks.fanMessage, text: texts.fanMessage.text },
      },
    },
    now,
  );
}

export function withNgWords(space: Space, words: readonly string[], now: Date): Space {
  return withMessageSettings(space, { ngWords: valueOf(checkNgWords(words)) }, now);
}

/** What the owner changes of moderation: slow mode, and ending raid mode. */
export interface ModerationChange {
  slowModeMinutes?: SlowModeMinutes | undefined;
  endRaid?: true | undefined;
}

/**
 * Slow mode set and raid mode ended as asked; the same space when nothing changes (raid mode
 * already over, the same slow mode), so that a repeated click writes nothing. Raid mode is only
 * ever ended here: the abuse gate alone enters it.
 */
export function withModeration(space: Space, change: ModerationChange, now: Date): Space {
  const { slowModeMinutes } = change;
  if (slowModeMinutes !== undefined && !SLOW_MODE_MINUTES.includes(slowModeMinutes))
    throw new ValidationError([{ field: 'slowModeMinutes', rule: 'enum' }]);
  const before = space.moderation ?? { raidSince: null, slowModeMinutes: 0 };
  const after: StoredModeration = {
    raidSince: change.endRaid ? null : before.raidSince,
    slowModeMinutes: slowModeMinutes ?? before.slowModeMinutes,
  };
  if (
    space.moderation &&
    after.raidSince === before.raidSince &&
    after.slowModeMinutes === before.slowModeMinutes
  )
    return space;
  return { ...space, moderation: after, updatedAt: now };
}
