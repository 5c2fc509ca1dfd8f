// The space being edited as the public page would show it — built by the same function as the
// public document (`publicPageOf`), its samples kept and marked — with the unsaved draft of the
// section page laid over it.
import { publicPageOf, type SpaceForEdit } from '@spaces/contracts';
import type { SpacePageData } from '../../../space-view/page/space-page-view';

/** What a section page's unsaved form changes, as parts of the public page. */
export type PreviewDraft = Partial<Omit<SpacePageData, 'spaceId' | 'slug'>>;

export function previewSpace(space: SpaceForEdit, draft: PreviewDraft | null): SpacePageData {
  // The editor does not load the wall; the preview shows where it goes.
  const saved = publicPageOf({ ...space, wall: [] }, { samples: 'keep' });
  return draft ? { ...saved, ...draft } : saved;
}
