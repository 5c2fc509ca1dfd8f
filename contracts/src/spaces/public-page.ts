// The public page's content from the space as its owner edits it: hidden items left out, message
// boxes only while on, the visible boards' links, and no template sample: a sample bio, button,
// card or text block is never the owner's words (decision 072). One builder for the backend's public document
// and for the editor's live preview, so what the preview shows is what visitors will see.
import type { BoardLink } from '../boards/board';
import type { WallMessage } from '../messages/message';
import type { MessageSettings } from '../messages/settings';
import type { PublicSpace, SpaceForEdit } from './space';
import { isSampleBio, isSampleButton, isSampleCard, isSampleText } from './templates';

/** Everything the page is built from (`SpaceForEdit` plus what the backend keeps beside it). */
export type PublicPageSource = Pick<
  SpaceForEdit,
  | 'spaceId'
  | 'slug'
  | 'top'
  | 'sns'
  | 'buttons'
  | 'cards'
  | 'texts'
  | 'embeds'
  | 'background'
  | 'theme'
  | 'sectionOrder'
  | 'moderation'
> & {
  messages: MessageSettings;
  /** The wall's first page and cursor (the editor has none: its preview shows an empty wall). */
  wall: readonly WallMessage[];
  wallNext?: string;
  /** The visible boards' links in the owner's order. */
  boards: readonly BoardLink[];
};

export type PublicPage = Omit<PublicSpace, 'sourceUpdateTime'>;

const shown = <T extends { visible: boolean }>(items: readonly T[]) =>
  items.filter((item) => item.visible).map(({ visible: _hidden, ...item }) => item);

/**
 * `samples: 'keep'` is the editor's preview, which shows the samples (marked) where they would go;
 * visitors' pages always leave them out.
 */
export function publicPageOf(
  source: PublicPageSource,
  { samples = 'leave-out' }: { samples?: 'leave-out' | 'keep' } = {},
): PublicPage {
  const { letterBox, fanMessages, thanks } = source.messages;
  const keep = samples === 'keep';
  const own =
    <T>(isSample: (item: T) => boolean) =>
    (item: T) =>
      keep || !isSample(item);
  return {
    spaceId: source.spaceId,
    slug: source.slug,
    top: keep || !isSampleBio(source.top.bio) ? source.top : { ...source.top, bio: '' },
    sns: source.sns,
    buttons: shown(source.buttons.filter(own(isSampleButton))),
    cards: shown(source.cards.filter(own(isSampleCard))),
    texts: shown(source.texts.filter(own(isSampleText))),
    ...(source.embeds.some((embed) => embed.visible) && { embeds: shown(source.embeds) }),
    background: source.background,
    theme: source.theme,
    sectionOrder: source.sectionOrder,
    ...(letterBox.enabled && {
      letterBox: {
        intro: letterBox.intro,
        nameMode: letterBox.nameMode,
        maxLength: letterBox.maxLength,
        paused: letterBox.paused,
        pauseNote: letterBox.pauseNote,
        thanks: thanks.letter,
      },
    }),
    ...(fanMessages.enabled && {
      fanMessages: {
        prompt: fanMessages.prompt,
        quickPhrases: fanMessages.quickPhrases,
        maxLength: fanMessages.maxLength,
        paused: fanMessages.paused,
        pauseNote: fanMessages.pauseNote,
        thanks: thanks.fanMessage,
        ...(fanMessages.showWall && {
          wall: [...source.wall],
          ...(source.wallNext !== undefined && { wallNext: source.wallNext }),
        }),
      },
    }),
    ...(source.boards.length > 0 && { boards: [...source.boards] }),
    reviewing: source.moderation.raidSince !== null,
  };
}
