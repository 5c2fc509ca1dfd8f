import { updateSectionOrder as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

export const updateSectionOrder = callable(contract, async (owner, { sectionOrder }) => ({
  space: toSpaceForEdit(owner.spaceId, await store.updateSectionOrder(owner, sectionOrder)),
}));
