// `spaces/{spaceId}` as the domain keeps it, and what reads it with defaults for what an older
// space lacks. A part of the space's domain (space.ts re-exports it).
import {
  DEFAULT_MESSAGE_SETTINGS,
  DEFAULT_MODERATION,
  completeSectionOrder,
  DEFAULT_BACKGROUND,
  DEFAULT_SECTION_ORDER,
  DEFAULT_THEME,
  type Background,
  type Button,
  type Card,
  type Embed,
  type ImageRef,
  type SectionKind,
  type TextBlock,
  type Theme,
  type MessageSettings,
  type Moderation,
  type SlowModeMinutes,
  type SnsLink,
  type SpaceTop,
  type WallMessage,
} from '@spaces/contracts';
import type { BoardIndexEntry } from './boardIndex';
import type { HeldImage } from './heldImages';
import type { SpaceRemoval } from '../platform/removal';

/** `moderation` as stored: when raid mode began is a date (a timestamp in Firestore). */
export interface StoredModeration {
  raidSince: Date | null;
  slowModeMinutes: SlowModeMinutes;
}

/** `spaces/{spaceId}` as the domain sees it (dates rather than Firestore timestamps). */
export interface Space extends SpaceRemoval {
  ownerUid: string;
  slug: string;
  published: boolean;
  top: SpaceTop;
  sns: SnsLink[];
  buttons: Button[];
  /** Absent on spaces that predate them: read through `designOf`. */
  cards?: Card[];
  texts?: TextBlock[];
  /** Absent on spaces that predate embeds. */
  embeds?: Embed[];
  background?: Background;
  theme?: Theme;
  sectionOrder?: SectionKind[];
  /**
   * Slugs the space had before, oldest first: each keeps its claim (with `redirectTo`) so that it
   * redirects here and nobody else can take it. Absent on spaces never renamed.
   */
  formerSlugs?: string[];
  /**
   * Processed images taken off the space by an edit (a removed card's image), waiting for the
   * image feature to delete their objects and take them off this list.
   */
  removedImages?: ImageRef[];
  /**
   * Images processed for cards and buttons not saved yet, until a save takes them or they expire
   * into `removedImages` (heldImages.ts).
   */
  heldImages?: HeldImage[];
  /** Absent on spaces that predate the letter box: read through `messageSettingsOf`. */
  messages?: MessageSettings;
  /**
   * The first page of the approved fan-message wall, newest first, kept by the messages feature
   * when the owner approves or hides, so that the public document carries it.
   */
  wall?: WallMessage[];
  /** The wall's cursor past its first page, when there is more. */
  wallNext?: string;
  /** The boards in page order, kept by the boards feature (slugs, limit, the page's links). */
  boardIndex?: BoardIndexEntry[];
  /**
   * Raid mode and slow mode (decision 044): the send transactions set `raidSince` when they see
   * a flood; the owner sets slow mode and ends raid mode. Absent means `DEFAULT_MODERATION`.
   */
  moderation?: StoredModeration;
  createdAt: Date;
  updatedAt: Date;
}

/** The space's message settings, with defaults for whatever it does not have yet. */
export function messageSettingsOf(space: Pick<Space, 'messages'>): MessageSettings {
  return { ...DEFAULT_MESSAGE_SETTINGS, ...space.messages };
}

/** The space's moderation as the editor sees it, with the defaults when it has none yet. */
export function moderationOf(space: Pick<Space, 'moderation'>): Moderation {
  const stored = space.moderation;
  if (!stored) return DEFAULT_MODERATION;
  return {
    raidSince: stored.raidSince ? stored.raidSince.toISOString() : null,
    slowModeMinutes: stored.slowModeMinutes,
  };
}

/** The space's sections and look, with defaults for whatever it does not have yet. */
export function designOf(space: Space): {
  cards: Card[];
  texts: TextBlock[];
  embeds: Embed[];
  background: Background;
  theme: Theme;
  sectionOrder: SectionKind[];
} {
  return {
    cards: space.cards ?? [],
    texts: space.texts ?? [],
    embeds: space.embeds ?? [],
    background: space.background ?? DEFAULT_BACKGROUND,
    theme: space.theme ?? DEFAULT_THEME,
    // A space saved before a section existed gets it in its default place.
    sectionOrder: space.sectionOrder
      ? completeSectionOrder(space.sectionOrder)
      : [...DEFAULT_SECTION_ORDER],
  };
}
