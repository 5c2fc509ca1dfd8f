// The space as the editor sees it, and the public document the public page renders from.
// Schemas are the source of truth; the TypeScript types are derived from them.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { PublicFanMessageBoxSchema, PublicLetterBoxSchema } from '../messages/message';
import { MessageSettingsSchema } from '../messages/settings';
import { BoardLinkSchema } from '../boards/board';
import { EmbedSchema, PublicEmbedSchema } from '../embeds/embed';
import { ImagePathSchema, ImageRefSchema } from '../images/image';
import { ModerationSchema } from './moderation';
import { IconRefSchema, IconSvgSchema } from './icons';
import { SLUG_PATTERN } from './slug';
import { SNS_SERVICES } from './sns';
import { Text } from '../platform/text';
import { DocumentId } from '../platform/ids';
import { SCHEDULE_INSTANT_PATTERN } from './schedule';
import { BackgroundSchema, ThemeSchema } from './look';
import { IsoTime, stringEnum } from '../platform/schema';

export {
  BACKGROUND_FITS,
  BACKGROUND_KINDS,
  BackgroundInputSchema,
  BackgroundSchema,
  BUTTON_FILLS,
  BUTTON_SHADOWS,
  BUTTON_SHAPES,
  HexColorSchema,
  SNS_ICON_STYLES,
  THEME_FONTS,
  THEME_PRESETS,
  ThemeSchema,
  type Background,
  type BackgroundInput,
  type Theme,
} from './look';

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

/** The sections of the public page below the header, in the owner's order (top is always first). */
export const SECTION_KINDS = [
  'sns',
  'buttons',
  'cards',
  'embeds',
  'text',
  'letter',
  'fanMessages',
  'boards',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const SlugSchema = Type.String({
  minLength: LIMITS.slugMinLength,
  maxLength: LIMITS.slugMaxLength,
  pattern: SLUG_PATTERN,
});
export const SpaceIdSchema = DocumentId(128);
export const ItemIdSchema = DocumentId(LIMITS.itemIdMaxLength);
export const LayoutSchema = stringEnum(LAYOUTS);
export const SnsServiceSchema = stringEnum(SNS_SERVICES);
export const ButtonColorSchema = stringEnum(BUTTON_COLORS);
export const ButtonVariantSchema = stringEnum(BUTTON_VARIANTS);

export const DisplayNameSchema = Text({ minLength: 1, maxLength: LIMITS.displayNameMaxLength });

/** What the owner edits in the top section. */
export const SpaceTopInputSchema = Type.Object(
  {
    displayName: DisplayNameSchema,
    bio: Text({ maxLength: LIMITS.bioMaxLength, multiline: true }),
    layout: LayoutSchema,
  },
  { additionalProperties: false },
);
export type SpaceTopInput = Static<typeof SpaceTopInputSchema>;

/**
 * What the owner sets for link previews of the page: its title and description (empty = the page's
 * own name and bio). At most `LIMITS.share…MaxGraphemes` graphemes, checked by `checkShare`; the
 * schema bounds what is stored, four code points a grapheme.
 */
export const ShareInputSchema = Type.Object(
  {
    title: Text({ maxLength: LIMITS.shareTitleMaxGraphemes * 4 }),
    description: Text({ maxLength: LIMITS.shareDescriptionMaxGraphemes * 4, multiline: true }),
  },
  { additionalProperties: false },
);
export type ShareInput = Static<typeof ShareInputSchema>;

export const SpaceTopSchema = Type.Object(
  {
    displayName: Type.String(),
    bio: Type.String(),
    layout: LayoutSchema,
    avatar: Type.Optional(ImageRefSchema),
    header: Type.Optional(ImageRefSchema),
    /** The owner's title for link previews; absent = the display name. */
    shareTitle: Type.Optional(Type.String()),
    /** The owner's description for link previews; absent = the bio. */
    shareDescription: Type.Optional(Type.String()),
    /** The owner's image for link previews (cut to 1200×630); absent = the generated card. */
    shareImage: Type.Optional(ImageRefSchema),
  },
  { additionalProperties: false },
);
export type SpaceTop = Static<typeof SpaceTopSchema>;

/** One SNS entry as the owner types it: a URL or a handle. A missing id means a new entry. */
export const SnsLinkInputSchema = Type.Object(
  {
    id: Type.Optional(ItemIdSchema),
    service: SnsServiceSchema,
    value: Text({ minLength: 1, maxLength: LIMITS.snsValueMaxLength }),
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

/**
 * An image the pipeline processed for this space and holds for a row not saved yet (decision
 * 056): a row that names one takes it as its image when the list is saved.
 */
export const NewImageSchema = ImagePathSchema;

/** One link button. A missing id means a new button; its thumbnail comes through `newImage`. */
export const ButtonInputSchema = Type.Object(
  {
    id: Type.Optional(ItemIdSchema),
    newImage: Type.Optional(NewImageSchema),
    label: Text({ minLength: 1, maxLength: LIMITS.buttonLabelMaxLength }),
    url: Type.String({ minLength: 1, maxLength: LIMITS.urlMaxLength }),
    /** `set:name` from our icon sets (an older button's bare service name is kept as it is). */
    icon: Type.Optional(IconRefSchema),
    color: ButtonColorSchema,
    variant: ButtonVariantSchema,
    visible: Type.Boolean(),
    /** Shown from this instant (ISO 8601 with a zone; the editor sends Japan time). */
    showFrom: Type.Optional(Type.String({ pattern: SCHEDULE_INSTANT_PATTERN, maxLength: 40 })),
    /** Shown until this instant, exclusive. */
    showUntil: Type.Optional(Type.String({ pattern: SCHEDULE_INSTANT_PATTERN, maxLength: 40 })),
    /** A stream link: shown first and highlighted until `showUntil`, which it needs. */
    live: Type.Optional(Type.Boolean()),
    /** Stands out from the other buttons. */
    featured: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ButtonInput = Static<typeof ButtonInputSchema>;

export const ButtonSchema = Type.Object(
  {
    id: ItemIdSchema,
    label: Type.String(),
    url: Type.String(),
    icon: Type.Optional(IconRefSchema),
    /** The icon's drawing, resolved and sanitised by the server when the buttons are saved. */
    iconSvg: Type.Optional(IconSvgSchema),
    /** A small square thumbnail at the button's start; shown in place of the icon. */
    image: Type.Optional(ImageRefSchema),
    color: ButtonColorSchema,
    variant: ButtonVariantSchema,
    visible: Type.Boolean(),
    showFrom: Type.Optional(Type.String()),
    showUntil: Type.Optional(Type.String()),
    live: Type.Optional(Type.Boolean()),
    featured: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type Button = Static<typeof ButtonSchema>;

/**
 * One card as the owner edits it; the image pipeline attaches a saved card's image, a new card's
 * comes through `newImage`.
 */
export const CardInputSchema = Type.Object(
  {
    id: Type.Optional(ItemIdSchema),
    newImage: Type.Optional(NewImageSchema),
    title: Text({ maxLength: LIMITS.cardTitleMaxLength }),
    text: Text({ maxLength: LIMITS.cardTextMaxLength, multiline: true }),
    /** Optional link (http(s) or mailto), normalised by the server. */
    url: Type.Optional(Type.String({ maxLength: LIMITS.urlMaxLength })),
    visible: Type.Boolean(),
    /** Shown from this instant (ISO 8601 with a zone; the editor sends Japan time). */
    showFrom: Type.Optional(Type.String({ pattern: SCHEDULE_INSTANT_PATTERN, maxLength: 40 })),
    /** Shown until this instant, exclusive. */
    showUntil: Type.Optional(Type.String({ pattern: SCHEDULE_INSTANT_PATTERN, maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type CardInput = Static<typeof CardInputSchema>;

export const CardSchema = Type.Object(
  {
    id: ItemIdSchema,
    title: Type.String(),
    text: Type.String(),
    url: Type.Optional(Type.String()),
    visible: Type.Boolean(),
    image: Type.Optional(ImageRefSchema),
    showFrom: Type.Optional(Type.String()),
    showUntil: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type Card = Static<typeof CardSchema>;

/** One text block: plain text with line breaks; URLs are linked when rendered, never HTML. */
export const TextBlockInputSchema = Type.Object(
  {
    id: Type.Optional(ItemIdSchema),
    heading: Text({ maxLength: LIMITS.textHeadingMaxLength }),
    body: Text({ maxLength: LIMITS.textBodyMaxLength, multiline: true }),
    visible: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type TextBlockInput = Static<typeof TextBlockInputSchema>;

export const TextBlockSchema = Type.Object(
  {
    id: ItemIdSchema,
    heading: Type.String(),
    body: Type.String(),
    visible: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type TextBlock = Static<typeof TextBlockSchema>;

/** Every section but top, each once, in page order. */
export const SectionOrderSchema = Type.Array(stringEnum(SECTION_KINDS), {
  minItems: SECTION_KINDS.length,
  maxItems: SECTION_KINDS.length,
  uniqueItems: true,
});

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
    cards: Type.Array(CardSchema),
    texts: Type.Array(TextBlockSchema),
    embeds: Type.Array(EmbedSchema, { maxItems: LIMITS.embedsPerSpace }),
    background: BackgroundSchema,
    theme: ThemeSchema,
    sectionOrder: SectionOrderSchema,
    /** Letter box, fan messages, thanks and NG words (defaults for spaces that predate them). */
    messages: MessageSettingsSchema,
    /** The visible boards' links, as the public page lists them (the preview shows them). */
    boards: Type.Array(BoardLinkSchema, { maxItems: LIMITS.boardsPerSpace }),
    /** Raid mode and slow mode (defaults for spaces that never had them). */
    moderation: ModerationSchema,
    createdAt: IsoTime,
    updatedAt: IsoTime,
  },
  { additionalProperties: false },
);
export type SpaceForEdit = Static<typeof SpaceForEditSchema>;

/** A button as the public page shows it: hidden buttons are never published. */
export const PublicButtonSchema = Type.Omit(ButtonSchema, ['visible']);
export type PublicButton = Static<typeof PublicButtonSchema>;
export const PublicCardSchema = Type.Omit(CardSchema, ['visible']);
export type PublicCard = Static<typeof PublicCardSchema>;
export const PublicTextBlockSchema = Type.Omit(TextBlockSchema, ['visible']);
export type PublicTextBlock = Static<typeof PublicTextBlockSchema>;

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
    cards: Type.Array(PublicCardSchema),
    texts: Type.Array(PublicTextBlockSchema),
    /** The visible embeds in the owner's order; absent when there are none. */
    embeds: Type.Optional(Type.Array(PublicEmbedSchema, { maxItems: LIMITS.embedsPerSpace })),
    background: BackgroundSchema,
    theme: ThemeSchema,
    /** Documents written before a section existed lack it (and have nothing to show in it). */
    sectionOrder: SectionOrderSchema,
    /** Present while the letter box is on. */
    letterBox: Type.Optional(PublicLetterBoxSchema),
    /** Present while fan messages are on; carries the first page of the wall when shown. */
    fanMessages: Type.Optional(PublicFanMessageBoxSchema),
    /** The visible boards' links in the owner's order; absent when there are none. */
    boards: Type.Optional(Type.Array(BoardLinkSchema, { maxItems: LIMITS.boardsPerSpace })),
    /**
     * The space is in raid mode: every new message is held, and the message boxes say that
     * messages are being reviewed (sending still works).
     */
    reviewing: Type.Boolean(),
    /**
     * The source space's Firestore update time (nanosecond ISO string, so it orders as text);
     * the trigger skips writes that would not change it. Also usable as an ETag.
     */
    sourceUpdateTime: Type.String(),
  },
  { additionalProperties: false },
);
export type PublicSpace = Static<typeof PublicSpaceSchema>;

/** What a space has before its owner chooses: the `clean` preset on white, in this order. */
export const DEFAULT_SECTION_ORDER: readonly SectionKind[] = [...SECTION_KINDS];

/**
 * A stored order with every section: one added since it was saved goes right after the section it
 * follows by default (or first), so an owner's order is kept and the new section has a place.
 */
export function completeSectionOrder(stored: readonly SectionKind[]): SectionKind[] {
  const order = stored.filter(
    (kind, i) => SECTION_KINDS.includes(kind) && stored.indexOf(kind) === i,
  );
  SECTION_KINDS.forEach((kind, i) => {
    if (order.includes(kind)) return;
    const before = i === 0 ? -1 : order.indexOf(SECTION_KINDS[i - 1]!);
    order.splice(before + 1, 0, kind);
  });
  return order;
}
