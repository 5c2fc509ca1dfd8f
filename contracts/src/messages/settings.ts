// The owner's settings of the letter box, the fan-message box, the thanks messages and the
// NG-word list. They live on the space (edited in its sections); the public parts of them are
// copied into the public document so that a page view stays one read.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { ImageRefSchema } from '../images/image';
import { Text } from '../platform/text';
import { closed, stringEnum } from '../platform/schema';

export const NAME_MODES = ['required', 'optional'] as const;
const NameModeSchema = stringEnum(NAME_MODES);

const PauseNoteSchema = Text({ maxLength: LIMITS.pauseNoteMaxLength, multiline: true });

/** `/s/{slug}/letter`. */
export const LetterBoxSettingsSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    intro: Text({ maxLength: LIMITS.letterIntroMaxLength, multiline: true }),
    nameMode: NameModeSchema,
    maxLength: Type.Integer({ minimum: 1, maximum: LIMITS.letterMaxLength }),
    /** The box stays visible but refuses sends, showing `pauseNote`. */
    paused: Type.Boolean(),
    pauseNote: PauseNoteSchema,
  },
  closed,
);
export type LetterBoxSettings = Static<typeof LetterBoxSettingsSchema>;

/** `/s/{slug}/fan-message`. */
export const FanMessageSettingsSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    prompt: Text({ maxLength: LIMITS.fanMessagePromptMaxLength, multiline: true }),
    quickPhrases: Type.Array(Text({ minLength: 1, maxLength: LIMITS.quickPhraseMaxLength }), {
      maxItems: LIMITS.quickPhrases,
    }),
    maxLength: Type.Integer({ minimum: 1, maximum: LIMITS.fanMessageMaxLength }),
    /** Approved fan messages are shown on the public top page. */
    showWall: Type.Boolean(),
    paused: Type.Boolean(),
    pauseNote: PauseNoteSchema,
  },
  closed,
);
export type FanMessageSettings = Static<typeof FanMessageSettingsSchema>;

/** What the editor sends for one thanks message; the image is attached by the image pipeline. */
export const ThanksInputSchema = Type.Object(
  { text: Text({ maxLength: LIMITS.thanksTextMaxLength, multiline: true }) },
  closed,
);
export type ThanksInput = Static<typeof ThanksInputSchema>;

export const ThanksSchema = Type.Object(
  {
    text: Type.String(),
    image: Type.Optional(ImageRefSchema),
  },
  closed,
);
export type Thanks = Static<typeof ThanksSchema>;

/** `/s/{slug}/thanks-message`: one for letters, one for fan messages. */
export const ThanksSettingsInputSchema = Type.Object(
  { letter: ThanksInputSchema, fanMessage: ThanksInputSchema },
  closed,
);
export type ThanksSettingsInput = Static<typeof ThanksSettingsInputSchema>;

export const ThanksSettingsSchema = Type.Object(
  { letter: ThanksSchema, fanMessage: ThanksSchema },
  closed,
);
export type ThanksSettings = Static<typeof ThanksSettingsSchema>;

/** Words or phrases that hold a send for review (matched case- and width-insensitively). */
export const NgWordsSchema = Type.Array(Text({ minLength: 1, maxLength: LIMITS.ngWordMaxLength }), {
  maxItems: LIMITS.ngWords,
});

/** Everything about messages that the owner edits, as the editor sees it. */
export const MessageSettingsSchema = Type.Object(
  {
    letterBox: LetterBoxSettingsSchema,
    fanMessages: FanMessageSettingsSchema,
    thanks: ThanksSettingsSchema,
    ngWords: NgWordsSchema,
  },
  closed,
);
export type MessageSettings = Static<typeof MessageSettingsSchema>;

/** A new space starts with both boxes off and sensible texts, so turning one on is one switch. */
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = {
  letterBox: {
    enabled: false,
    intro: '',
    nameMode: 'optional',
    maxLength: 2000,
    paused: false,
    pauseNote: '',
  },
  fanMessages: {
    enabled: false,
    prompt: '',
    quickPhrases: [],
    maxLength: 140,
    showWall: false,
    paused: false,
    pauseNote: '',
  },
  thanks: { letter: { text: '' }, fanMessage: { text: '' } },
  ngWords: [],
};
