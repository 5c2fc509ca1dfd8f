import { updateSpaceDesign as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

export const updateSpaceDesign = callable(contract, async (owner, { background, theme }) => ({
  space: toSpaceForEdit(owner.spaceId, await store.updateDesign(owner, background, theme)),
}));
