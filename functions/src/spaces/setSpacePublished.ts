import { setSpacePublished as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

export const setSpacePublished = callable(contract, async (owner, { published }) => ({
  space: toSpaceForEdit(owner.spaceId, await store.setPublished(owner, published)),
}));
