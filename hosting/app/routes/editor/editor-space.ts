// The space being edited, as the /s/:slug layout holds it for its section routes: loaded once,
// and replaced by what each save answers (every space callable returns the whole space).
import type { SpaceForEdit } from '@spaces/contracts';
import { useOutletContext } from 'react-router';

export interface EditorSpace {
  space: SpaceForEdit;
  /** Call with the space a save returned: every section then shows it without a refetch. */
  setSpace: (space: SpaceForEdit) => void;
}

/** For the section routes under routes/editor/space-layout.tsx only. */
export function useEditorSpace(): EditorSpace {
  return useOutletContext<EditorSpace>();
}
