import { getSpaceForEdit as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

/** The `owner` policy has resolved the slug to the caller's own space. */
export const getSpaceForEdit = callable(contract, async (owner) => ({
  space: toSpaceForEdit(owner.spaceId, await store.getOwnedSpace(owner)),
}));
