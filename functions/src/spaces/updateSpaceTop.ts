import { updateSpaceTop as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

export const updateSpaceTop = callable(contract, async (owner, { top }) => ({
  space: toSpaceForEdit(owner.spaceId, await store.updateTop(owner, top)),
}));
