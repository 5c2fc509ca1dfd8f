// The space as the backend keeps it, and every change to it as a pure function of its inputs (its
// message settings and moderation: messageSettings.ts).
import {
  LIMITS,
  checkButtons,
  currentIconRef,
  ICON_BODIES_MAX_TOTAL,
  isSetIconRef,
  checkCards,
  checkEmbeds,
  checkTexts,
  checkDesign,
  checkSlug,
  checkSnsLinks,
  checkShare,
  checkTop,
  type BackgroundInput,
  type Button,
  type ButtonInput,
  type Card,
  type CardInput,
  type Embed,
  type EmbedInput,
  type ImageRef,
  type TextBlockInput,
  type SectionKind,
  type Theme,
  type Checked,
  type FieldIssue,
  type IconSvg,
  type ShareInput,
  type SnsLinkInput,
  type SpaceForEdit,
  type SpaceSummary,
  type SpaceTopInput,
  newSpaceMessageSettings,
  spaceTemplate,
  type AccountLanguage,
  type SpaceTemplateId,
} from '@spaces/contracts';
import { ConflictError, LimitError, ValidationError } from '../platform/errors';
import { boardLinksOf } from './boardIndex';
import { placeImages, withHeld, type HeldImage } from './heldImages';
import { designOf, messageSettingsOf, moderationOf, type Space } from './spaceDoc';

export * from './spaceDoc';

/** Makes a new list item id; injected so that tests are deterministic. */
export type NewId = () => string;

/** A list's rows as stored: each keeps its id, and a new one gets one. */
function identified<T extends { id?: string | undefined }>(
  rows: readonly T[],
  newId: NewId,
): (Omit<T, 'id'> & { id: string })[] {
  return rows.map(({ id, ...row }) => ({ id: id ?? newId(), ...row }));
}

/** The checked value, or the issues as a ValidationError. */
export function valueOf<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new ValidationError(checked.issues);
  return checked.value;
}

/** The slug a new space will get, or why it cannot have it. */
export function slugForNewSpace(input: string): string {
  return valueOf(checkSlug(input));
}

/** Guards the owner's space count and slug uniqueness, both read in the same transaction. */
export function assertCanCreate(ownedSpaces: number, slugTaken: boolean): void {
  if (ownedSpaces >= LIMITS.spacesPerUser) throw new LimitError(LIMITS.spacesPerUser);
  if (slugTaken) throw new ConflictError();
}

/** Item ids unique within one new space, for callers (tests, benchmarks) that need no others. */
function counter(): NewId {
  let next = 0;
  return () => `item${(next++).toString()}`;
}

/** What a new space starts from: a template's look and samples in the owner's language. */
export interface SpaceStart {
  template: SpaceTemplateId;
  lang: AccountLanguage;
}

/**
 * A new space from its template, every part through the same checks as the editor's saves, with
 * the letter box and fan messages on.
 */
export function newSpace(
  ownerUid: string,
  slug: string,
  displayName: string,
  now: Date,
  start: SpaceStart = { template: 'blank', lang: 'ja' },
  newId: NewId = counter(),
): Space {
  const template = spaceTemplate(start.template, start.lang);
  const top = valueOf(checkTop({ displayName, bio: template.bio, layout: template.layout }));
  const empty: Space = {
    ownerUid,
    slug,
    published: false,
    top,
    sns: [],
    buttons: [],
    messages: newSpaceMessageSettings(template),
    createdAt: now,
    updatedAt: now,
  };
  const withSections = withTexts(
    withCards(withButtons(empty, template.buttons, now, newId), template.cards, now, newId),
    template.texts,
    now,
    newId,
  );
  return withDesign(withSections, template.background, template.theme, now);
}

export function withTop(space: Space, input: SpaceTopInput, now: Date): Space {
  const checked = valueOf(checkTop(input));
  // Images are attached by the image pipeline, not the top form, so they are kept.
  return { ...space, top: { ...space.top, ...checked }, updatedAt: now };
}

/**
 * The share title and description set (an empty one is taken away: pages then use the name and
 * bio); the share image is the pipeline's. The same space when nothing changes.
 */
export function withShare(space: Space, input: ShareInput, now: Date): Space {
  const { title, description } = valueOf(checkShare(input));
  const { shareTitle: _title, shareDescription: _description, ...rest } = space.top;
  const top = {
    ...rest,
    ...(title !== '' && { shareTitle: title }),
    ...(description !== '' && { shareDescription: description }),
  };
  if (
    top.shareTitle === space.top.shareTitle &&
    top.shareDescription === space.top.shareDescription
  )
    return space;
  return { ...space, top, updatedAt: now };
}

export function withSns(
  space: Space,
  inputs: readonly SnsLinkInput[],
  now: Date,
  newId: NewId,
): Space {
  const sns = identified(valueOf(checkSnsLinks(inputs)), newId);
  return { ...space, sns, updatedAt: now };
}

/**
 * The whole list of buttons. An icon from our sets keeps its drawing (`icons`, resolved by the
 * caller from the installed sets); one the sets do not have is refused, and so is one past the
 * space's total of drawings. An older button's service name becomes its set icon when there is
 * one, and otherwise stays as it is.
 */
export function withButtons(
  space: Space,
  inputs: readonly ButtonInput[],
  now: Date,
  newId: NewId,
  icons: ReadonlyMap<string, IconSvg> = new Map(),
): Space {
  const before = new Map(space.buttons.map((button) => [button.id, button]));
  const placed = valueOf(
    placeImages(valueOf(checkButtons(inputs)), before, space.heldImages ?? [], 'button', 'buttons'),
  );
  const issues: FieldIssue[] = [];
  let drawn = 0;
  const buttons: Button[] = placed.rows.map(({ id, icon, ...button }, i) => {
    const ref = icon === undefined ? undefined : currentIconRef(icon);
    const iconSvg = ref === undefined ? undefined : icons.get(ref);
    drawn += iconSvg?.body.length ?? 0;
    if (ref !== undefined && isSetIconRef(ref) && (!iconSvg || drawn > ICON_BODIES_MAX_TOTAL))
      issues.push({ field: `buttons.${i}.icon`, rule: 'unknownIcon' });
    return {
      id: id ?? newId(),
      ...button,
      ...(ref !== undefined && { icon: ref }),
      ...(iconSvg && { iconSvg }),
    };
  });
  if (issues.length > 0) throw new ValidationError(issues);
  return withImagesSettled({ ...space, buttons, updatedAt: now }, placed, before, buttons);
}

/**
 * The whole list of cards. Ids are kept and new cards get one; the image the pipeline attached to
 * a card stays with it by id, a new card takes the image held for it (`newImage`), and the image
 * of a card that is gone is queued in `removedImages` for the image feature to delete.
 */
export function withCards(
  space: Space,
  inputs: readonly CardInput[],
  now: Date,
  newId: NewId,
): Space {
  const before = new Map(designOf(space).cards.map((card) => [card.id, card]));
  const checked = valueOf(checkCards(inputs, (id) => before.get(id)?.image !== undefined));
  const placed = valueOf(placeImages(checked, before, space.heldImages ?? [], 'card', 'cards'));
  const cards: Card[] = identified(placed.rows, newId);
  return withImagesSettled({ ...space, cards, updatedAt: now }, placed, before, cards);
}

/**
 * `next` with the held images a list's save left, and the images it let go of queued in
 * `removedImages`: replaced ones, and those of items no longer in the list.
 */
function withImagesSettled(
  next: Space,
  placed: { held: HeldImage[]; released: ImageRef[] },
  before: ReadonlyMap<string, { image?: ImageRef }>,
  items: readonly { id: string }[],
): Space {
  const kept = new Set(items.map((item) => item.id));
  const dropped = [...before.entries()]
    .filter(([id]) => !kept.has(id))
    .map(([, item]) => item)
    .flatMap((item) => (item.image ? [item.image] : []));
  return withHeld(next, placed.held, [...placed.released, ...dropped]);
}

/**
 * The background and theme, refused when their text would read below 4.5:1. The background image
 * is attached by the image pipeline and kept; it takes part in the contrast check.
 */
export function withDesign(
  space: Space,
  background: BackgroundInput,
  theme: Theme,
  now: Date,
): Space {
  const { image } = designOf(space).background;
  const checked = valueOf(checkDesign({ ...background, ...(image && { image }) }, theme));
  return {
    ...space,
    background: { ...checked.background, ...(image && { image }) },
    theme: checked.theme,
    updatedAt: now,
  };
}

export function withTexts(
  space: Space,
  inputs: readonly TextBlockInput[],
  now: Date,
  newId: NewId,
): Space {
  const texts = identified(valueOf(checkTexts(inputs)), newId);
  return { ...space, texts, updatedAt: now };
}

/**
 * The whole list of embeds, each address reduced to its provider's id. An embed keeps its poster
 * while it points at the same thing; a poster whose embed is gone or now points elsewhere is
 * queued in `removedImages`.
 */
export function withEmbeds(
  space: Space,
  inputs: readonly EmbedInput[],
  now: Date,
  newId: NewId,
): Space {
  const before = new Map(designOf(space).embeds.map((embed) => [embed.id, embed]));
  const embeds: Embed[] = valueOf(checkEmbeds(inputs)).map(({ id, ...embed }) => {
    const old = id === undefined ? undefined : before.get(id);
    const same = old?.provider === embed.provider && old.ref === embed.ref;
    return { id: id ?? newId(), ...embed, ...(same && old.poster && { poster: old.poster }) };
  });
  const kept = new Map(embeds.map((embed) => [embed.id, embed]));
  const dropped = [...before.values()].flatMap((embed) =>
    embed.poster && kept.get(embed.id)?.poster?.path !== embed.poster.path ? [embed.poster] : [],
  );
  return {
    ...space,
    embeds,
    ...(dropped.length > 0 && { removedImages: [...(space.removedImages ?? []), ...dropped] }),
    updatedAt: now,
  };
}

/** The schema already holds every section once; the same order again writes nothing. */
export function withSectionOrder(space: Space, order: readonly SectionKind[], now: Date): Space {
  const current = designOf(space).sectionOrder;
  if (space.sectionOrder && current.join() === order.join()) return space;
  return { ...space, sectionOrder: [...order], updatedAt: now };
}

/**
 * The space under a new slug. `claimedBy` is the space id holding the wanted slug's claim, if
 * any: another space's current or former slug is refused; one of this space's own former slugs
 * may be taken back. The old slug joins `formerSlugs`, so it keeps redirecting and stays reserved.
 */
export function renamed(
  spaceId: string,
  space: Space,
  input: string,
  claimedBy: string | undefined,
  now: Date,
): Space {
  const slug = valueOf(checkSlug(input));
  if (slug === space.slug) return space;
  if (claimedBy !== undefined && claimedBy !== spaceId) throw new ConflictError();
  const formerSlugs = [...(space.formerSlugs ?? []).filter((s) => s !== slug), space.slug];
  if (formerSlugs.length > LIMITS.formerSlugsPerSpace) {
    throw new ValidationError([
      { field: 'slug', rule: 'maxItems', limit: LIMITS.formerSlugsPerSpace },
    ]);
  }
  return { ...space, slug, formerSlugs, updatedAt: now };
}

export function withPublished(space: Space, published: boolean, now: Date): Space {
  return space.published === published ? space : { ...space, published, updatedAt: now };
}

export function toSpaceForEdit(spaceId: string, space: Space): SpaceForEdit {
  return {
    spaceId,
    slug: space.slug,
    published: space.published,
    top: space.top,
    sns: space.sns,
    buttons: space.buttons,
    ...designOf(space),
    messages: messageSettingsOf(space),
    boards: boardLinksOf(space.boardIndex),
    moderation: moderationOf(space),
    createdAt: space.createdAt.toISOString(),
    updatedAt: space.updatedAt.toISOString(),
  };
}

function toSummary(spaceId: string, space: Space): SpaceSummary {
  return {
    spaceId,
    slug: space.slug,
    displayName: space.top.displayName,
    published: space.published,
    ...(space.top.avatar ? { avatar: space.top.avatar } : {}),
    createdAt: space.createdAt.toISOString(),
    updatedAt: space.updatedAt.toISOString(),
  };
}

/** My spaces, oldest first, so that the list does not reshuffle as spaces are edited. */
export function summaries(spaces: readonly (readonly [string, Space])[]): SpaceSummary[] {
  return [...spaces]
    .sort(([a, x], [b, y]) => x.createdAt.getTime() - y.createdAt.getTime() || a.localeCompare(b))
    .map(([id, space]) => toSummary(id, space));
}
