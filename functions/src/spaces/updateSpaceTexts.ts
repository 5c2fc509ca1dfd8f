import { updateSpaceTexts as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

export const updateSpaceTexts = callable(contract, async (owner, { texts }) => ({
  space: toSpaceForEdit(owner.spaceId, await store.updateTexts(owner, texts)),
}));
