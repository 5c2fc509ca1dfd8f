// The space as the editor sees it, and the public document the public page renders from.
// Schemas are the source of truth; the TypeScript types are derived from them.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { PublicFanMessageBoxSchema, PublicLetterBoxSchema } from '../messages/message';
import { MessageSettingsSchema } from '../messages/settings';
import { ImageRefSchema } from '../platform/image';
import { SLUG_PATTERN } from './slug';
import { SNS_SERVICES } from './sns';

export const BUTTON_COLORS = [
  'primary',
  'secondary',
  'success',
  'info',
  'warning',
  'error',
  'neutral',
] as const;
export const BUTTON_VARIANTS = ['solid', 'outline', 'soft', 'subtle', 'ghost', 'link'] as const;
export const LAYOUTS = ['centered', 'left'] as const;

/** Keyword enums keep ajv's error naming the `enum` rule, unlike a union of literals. */
const stringEnum = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const SlugSchema = Type.String({
  minLength: LIMITS.slugMinLength,
  maxLength: LIMITS.slugMaxLength,
  pattern: SLUG_PATTERN,
});
export const SpaceIdSchema = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]+$',
});
export const ItemIdSchema = Type.String({
  minLength: 1,
  maxLength: LIMITS.itemIdMaxLength,
  pattern: '^[A-Za-z0-9_-]+$',
});
export const LayoutSchema = stringEnum(LAYOUTS);
export const SnsServiceSchema = stringEnum(SNS_SERVICES);
export const ButtonColorSchema = stringEnum(BUTTON_COLORS);
export const ButtonVariantSchema = stringEnum(BUTTON_VARIANTS);
/** An icon name from the icon set that ships with the app. */
export const IconNameSchema = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' });

export const DisplayNameSchema = Type.String({
  minLength: 1,
  maxLength: LIMITS.displayNameMaxLength,
});

/** What the owner edits in the top section. */
export const SpaceTopInputSchema = Type.Object(
  {
    displayName: DisplayNameSchema,
    bio: Type.String({ maxLength: LIMITS.bioMaxLength }),
    layout: LayoutSchema,
  },
  { additionalProperties: false },
);
export type SpaceTopInput = Static<typeof SpaceTopInputSchema>;

export const SpaceTopSchema = Type.Object(
  {
    displayName: Type.String(),
    bio: Type.String(),
    layout: LayoutSchema,
    avatar: Type.Optional(ImageRefSchema),
    header: Type.Optional(ImageRefSchema),
  },
  { additionalProperties: false },
);
export type SpaceTop = Static<typeof SpaceTopSchema>;

/** One SNS entry as the owner types it: a URL or a handle. A missing id means a new entry. */
export const SnsLinkInputSchema = Type.Object(
  {
    id: Type.Optional(ItemIdSchema),
    service: SnsServiceSchema,
    value: Type.String({ minLength: 1, maxLength: LIMITS.snsValueMaxLength }),
  },
  { additionalProperties: false },
);
export type SnsLinkInput = Static<typeof SnsLinkInputSchema>;

/** One SNS entry as stored and rendered: a canonical, safe URL. */
export const SnsLinkSchema = Type.Object(
  {
    id: ItemIdSchema,
    service: SnsServiceSchema,
    url: Type.String(),
    handle: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type SnsLink = Static<typeof SnsLinkSchema>;

/** One link button. A missing id means a new button. */
export const ButtonInputSchema = Type.Object(
  {
    id: Type.Optional(ItemIdSchema),
    label: Type.String({ minLength: 1, maxLength: LIMITS.buttonLabelMaxLength }),
    url: Type.String({ minLength: 1, maxLength: LIMITS.urlMaxLength }),
    icon: Type.Optional(IconNameSchema),
    color: ButtonColorSchema,
    variant: ButtonVariantSchema,
    visible: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ButtonInput = Static<typeof ButtonInputSchema>;

export const ButtonSchema = Type.Object(
  {
    id: ItemIdSchema,
    label: Type.String(),
    url: Type.String(),
    icon: Type.Optional(IconNameSchema),
    color: ButtonColorSchema,
    variant: ButtonVariantSchema,
    visible: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type Button = Static<typeof ButtonSchema>;

const IsoTime = Type.String({ description: 'ISO 8601 UTC time' });

/** A row on /u (my spaces). */
export const SpaceSummarySchema = Type.Object(
  {
    spaceId: SpaceIdSchema,
    slug: Type.String(),
    displayName: Type.String(),
    published: Type.Boolean(),
    avatar: Type.Optional(ImageRefSchema),
    createdAt: IsoTime,
    updatedAt: IsoTime,
  },
  { additionalProperties: false },
);
export type SpaceSummary = Static<typeof SpaceSummarySchema>;

/** Everything the editor needs of one space. */
export const SpaceForEditSchema = Type.Object(
  {
    spaceId: SpaceIdSchema,
    slug: Type.String(),
    published: Type.Boolean(),
    top: SpaceTopSchema,
    sns: Type.Array(SnsLinkSchema),
    buttons: Type.Array(ButtonSchema),
    /** Letter box, fan messages, thanks and NG words (defaults for spaces that predate them). */
    messages: MessageSettingsSchema,
    createdAt: IsoTime,
    updatedAt: IsoTime,
  },
  { additionalProperties: false },
);
export type SpaceForEdit = Static<typeof SpaceForEditSchema>;

/** A button as the public page shows it: hidden buttons are never published. */
export const PublicButtonSchema = Type.Omit(ButtonSchema, ['visible']);
export type PublicButton = Static<typeof PublicButtonSchema>;

/**
 * `publicSpaces/{slug}`: the denormalised document the public page renders from with one read.
 * It exists only while the space is published. Written by the backend trigger only.
 */
export const PublicSpaceSchema = Type.Object(
  {
    spaceId: SpaceIdSchema,
    slug: Type.String(),
    top: SpaceTopSchema,
    sns: Type.Array(SnsLinkSchema),
    buttons: Type.Array(PublicButtonSchema),
    /** Present while the letter box is on. */
    letterBox: Type.Optional(PublicLetterBoxSchema),
    /** Present while fan messages are on; carries the first page of the wall when shown. */
    fanMessages: Type.Optional(PublicFanMessageBoxSchema),
    /**
     * The source space's Firestore update time (nanosecond ISO string, so it orders as text);
     * the trigger skips writes that would not change it. Also usable as an ETag.
     */
    sourceUpdateTime: Type.String(),
  },
  { additionalProperties: false },
);
export type PublicSpace = Static<typeof PublicSpaceSchema>;

export const PUBLIC_SPACES_COLLECTION = 'publicSpaces';

/** Document path of a space's public document; the public page reads exactly this. */
export function publicSpacePath(slug: string): string {
  return `${PUBLIC_SPACES_COLLECTION}/${slug}`;
}
