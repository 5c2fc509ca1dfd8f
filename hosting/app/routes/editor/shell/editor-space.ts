// The space being edited, as the /s/:slug layout holds it for its section routes: loaded once,
// and replaced by what each save answers (every space callable returns the whole space).
import type { SpaceForEdit } from '@spaces/contracts';
import { useOutletContext } from 'react-router';

export interface EditorSpace {
  space: SpaceForEdit;
  /**
   * Call with the space a save returned: every section then shows it without a refetch. An
   * updater patches the latest copy (an image the pipeline attached), leaving every form's
   * unsaved value alone.
   */
  setSpace: (space: SpaceForEdit | ((current: SpaceForEdit) => SpaceForEdit)) => void;
}

/** For the section routes under routes/editor/space-layout.tsx only. */
export function useEditorSpace(): EditorSpace {
  return useOutletContext<EditorSpace>();
}
