// The spaces callables: deployed name, access policy, request and response schema. Types derive
// from the schemas.
import {
  Type,
  type ObjectOptions,
  type Static,
  type TProperties,
  type TSchema,
} from '@sinclair/typebox';
import { LIMITS } from '../limits';
import {
  FanMessageSettingsSchema,
  LetterBoxSettingsSchema,
  NgWordsSchema,
  ThanksSettingsInputSchema,
} from '../messages/settings';
import { defineCallable } from '../platform/contract';
import { EmbedInputSchema } from '../embeds/embed';
import { AccountLanguageSchema } from '../account/account';
import { SlowModeMinutesSchema } from './moderation';
import { ownerCallable } from './ownerCallable';
import { SpaceTemplateSchema } from './templates';
import {
  BackgroundInputSchema,
  ButtonInputSchema,
  CardInputSchema,
  DisplayNameSchema,
  SectionOrderSchema,
  ShareInputSchema,
  SnsLinkInputSchema,
  SpaceForEditSchema,
  SpaceIdSchema,
  SpaceSummarySchema,
  SpaceTopInputSchema,
  TextBlockInputSchema,
  ThemeSchema,
} from './space';
import { closed } from '../platform/schema';

/** The slug as typed; the server lower-cases it and checks the reserved words. */
const SlugInputSchema = Type.String({
  minLength: LIMITS.slugMinLength,
  maxLength: LIMITS.slugMaxLength,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
});

const SpaceResponse = Type.Object({ space: SpaceForEditSchema }, closed);

/**
 * An owner's change of one space: the space's id and `fields`, answered with the space as the
 * editor shows it after the change.
 */
const spaceChange = <N extends string, F extends TProperties>(
  name: N,
  fields: F,
  options?: ObjectOptions,
) => ownerCallable(name, fields, { space: SpaceForEditSchema }, options);

/** A whole ordered list: adding, editing, reordering and deleting are one save. */
const listOf = <S extends TSchema>(item: S, maxItems: number) => Type.Array(item, { maxItems });

export const createSpace = defineCallable(
  'createSpace',
  'signedIn',
  Type.Object(
    {
      slug: SlugInputSchema,
      displayName: DisplayNameSchema,
      /** The look and sample sections the space starts with; `blank` when absent. */
      template: Type.Optional(SpaceTemplateSchema),
      /** The language of the template's sample texts; Japanese when absent. */
      lang: Type.Optional(AccountLanguageSchema),
    },
    closed,
  ),
  SpaceResponse,
);

export const listMySpaces = defineCallable(
  'listMySpaces',
  'anySignedIn',
  Type.Object({}, closed),
  Type.Object({ spaces: Type.Array(SpaceSummarySchema), limit: Type.Integer() }, closed),
);

/** The editor's routes carry the slug, so a space is opened by slug. */
export const getSpaceForEdit = defineCallable(
  'getSpaceForEdit',
  'owner',
  Type.Object({ slug: SlugInputSchema }, closed),
  SpaceResponse,
);

export const updateSpaceTop = spaceChange('updateSpaceTop', { top: SpaceTopInputSchema });

/**
 * The page's title and description in link previews (an empty one falls back to the page's own);
 * the share image is an image slot (`share-image`), saved by the pipeline.
 */
export const updateShareSettings = spaceChange('updateShareSettings', { share: ShareInputSchema });

/** The links to the owner's social accounts, in order. */
export const updateSpaceSns = spaceChange('updateSpaceSns', {
  sns: listOf(SnsLinkInputSchema, LIMITS.snsLinksPerSpace),
});

/** The link buttons, in order. */
export const updateSpaceButtons = spaceChange('updateSpaceButtons', {
  buttons: listOf(ButtonInputSchema, LIMITS.buttonsPerSpace),
});

/**
 * The whole ordered list of cards. Ids are kept (new cards get theirs on the server); an image the
 * pipeline attached stays with its card by id, and a removed card's image is queued for deletion.
 */
export const updateSpaceCards = spaceChange('updateSpaceCards', {
  cards: listOf(CardInputSchema, LIMITS.cardsPerSpace),
});

/** `/s/{slug}/bg`: the background and the theme, saved together as they are judged together. */
export const updateSpaceDesign = spaceChange('updateSpaceDesign', {
  background: BackgroundInputSchema,
  theme: ThemeSchema,
});

/** The whole ordered list of text blocks. */
export const updateSpaceTexts = spaceChange('updateSpaceTexts', {
  texts: listOf(TextBlockInputSchema, LIMITS.textBlocksPerSpace),
});

/**
 * The whole ordered list of embeds. Each address must be one of the chosen provider's; a poster is
 * attached by the image pipeline (the provider's thumbnail where it has one, or the owner's upload).
 */
export const updateSpaceEmbeds = spaceChange('updateSpaceEmbeds', {
  embeds: listOf(EmbedInputSchema, LIMITS.embedsPerSpace),
});

/** The order of the public page's sections below the header: every section but top, once. */
export const updateSectionOrder = spaceChange('updateSectionOrder', {
  sectionOrder: SectionOrderSchema,
});

/**
 * A new slug for the space. The old one keeps answering with a permanent redirect and stays
 * reserved for this space, so the owner may rename back to it; nobody else can take it.
 */
export const renameSpace = spaceChange('renameSpace', { slug: SlugInputSchema });

export const setSpacePublished = spaceChange('setSpacePublished', { published: Type.Boolean() });

export const deleteSpace = defineCallable(
  'deleteSpace',
  'owner',
  Type.Object({ spaceId: SpaceIdSchema }, closed),
  Type.Object({ deleted: Type.Literal(true) }, closed),
);

/** `/s/{slug}/letter`: the letter box on/off, intro, name rule, maximum length and pause. */
export const updateLetterSettings = spaceChange('updateLetterSettings', {
  letterBox: LetterBoxSettingsSchema,
});

/** `/s/{slug}/fan-message`: the box on/off, prompt, quick phrases, maximum length, wall, pause. */
export const updateFanMessageSettings = spaceChange('updateFanMessageSettings', {
  fanMessages: FanMessageSettingsSchema,
});

/** `/s/{slug}/thanks-message`: the texts; images are attached by the image pipeline. */
export const updateThanksSettings = spaceChange('updateThanksSettings', {
  thanks: ThanksSettingsInputSchema,
});

/** The NG-word list: a send that contains one is held for the owner's review. */
export const updateNgWords = spaceChange('updateNgWords', { ngWords: NgWordsSchema });

/**
 * Raid mode and slow mode: the owner sets slow mode, or ends raid mode (the abuse gate enters it
 * by itself when the space is flooded). At least one of the two.
 */
export const updateModeration = spaceChange(
  'updateModeration',
  {
    slowModeMinutes: Type.Optional(SlowModeMinutesSchema),
    endRaid: Type.Optional(Type.Literal(true)),
  },
  { minProperties: 2 },
);

export type CreateSpaceRequest = Static<typeof createSpace.request>;
export type CreateSpaceResponse = Static<typeof createSpace.response>;
export type ListMySpacesRequest = Static<typeof listMySpaces.request>;
export type ListMySpacesResponse = Static<typeof listMySpaces.response>;
export type GetSpaceForEditRequest = Static<typeof getSpaceForEdit.request>;
export type GetSpaceForEditResponse = Static<typeof getSpaceForEdit.response>;
export type UpdateSpaceTopRequest = Static<typeof updateSpaceTop.request>;
export type UpdateSpaceTopResponse = Static<typeof updateSpaceTop.response>;
export type UpdateShareSettingsRequest = Static<typeof updateShareSettings.request>;
export type UpdateSpaceSnsRequest = Static<typeof updateSpaceSns.request>;
export type UpdateSpaceSnsResponse = Static<typeof updateSpaceSns.response>;
export type UpdateSpaceButtonsRequest = Static<typeof updateSpaceButtons.request>;
export type UpdateSpaceButtonsResponse = Static<typeof updateSpaceButtons.response>;
export type UpdateSpaceCardsRequest = Static<typeof updateSpaceCards.request>;
export type UpdateSpaceTextsRequest = Static<typeof updateSpaceTexts.request>;
export type UpdateSpaceEmbedsRequest = Static<typeof updateSpaceEmbeds.request>;
export type UpdateSectionOrderRequest = Static<typeof updateSectionOrder.request>;
export type RenameSpaceRequest = Static<typeof renameSpace.request>;
export type UpdateSpaceDesignRequest = Static<typeof updateSpaceDesign.request>;
export type SetSpacePublishedRequest = Static<typeof setSpacePublished.request>;
export type SetSpacePublishedResponse = Static<typeof setSpacePublished.response>;
export type DeleteSpaceRequest = Static<typeof deleteSpace.request>;
export type DeleteSpaceResponse = Static<typeof deleteSpace.response>;
