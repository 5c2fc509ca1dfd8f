// The space being edited as the public page would show it: the public document's shape built from
// the editor's copy (hidden items left out, message boxes only when on), then the unsaved draft of
// the section page laid over it.
import type { SpaceForEdit } from '@spaces/contracts';
import type { SpacePageData } from '../space/page/space-page-view';

/** What a section page's unsaved form changes, as parts of the public page. */
export type PreviewDraft = Partial<Omit<SpacePageData, 'spaceId' | 'slug'>>;

export function previewSpace(space: SpaceForEdit, draft: PreviewDraft | null): SpacePageData {
  const { letterBox, fanMessages, thanks } = space.messages;
  const visible = <T extends { visible: boolean }>(items: readonly T[]) =>
    items.filter((item) => item.visible).map(({ visible: _hidden, ...item }) => item);
  const saved: SpacePageData = {
    spaceId: space.spaceId,
    slug: space.slug,
    top: space.top,
    sns: space.sns,
    buttons: visible(space.buttons),
    cards: visible(space.cards),
    texts: visible(space.texts),
    background: space.background,
    theme: space.theme,
    sectionOrder: space.sectionOrder,
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
        // The editor does not load the wall; the preview shows where it goes.
        ...(fanMessages.showWall && { wall: [] }),
      },
    }),
  };
  return draft ? { ...saved, ...draft } : saved;
}
