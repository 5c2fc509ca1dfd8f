import { renameSpace as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

export const renameSpace = callable(contract, async (owner, { slug }) => ({
  space: toSpaceForEdit(owner.spaceId, await store.renameSpace(owner, slug)),
}));
