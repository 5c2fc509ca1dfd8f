import { updateSpaceSns as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

export const updateSpaceSns = callable(contract, async (owner, { sns }) => ({
  space: toSpaceForEdit(owner.spaceId, await store.updateSns(owner, sns)),
}));
