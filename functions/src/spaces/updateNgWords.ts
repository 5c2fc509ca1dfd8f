import { updateNgWords as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

export const updateNgWords = callable(contract, async (owner, { ngWords }) => ({
  space: toSpaceForEdit(owner.spaceId, await store.updateNgWords(owner, ngWords)),
}));
