import { updateLetterSettings as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

export const updateLetterSettings = callable(contract, async (owner, { letterBox }) => ({
  space: toSpaceForEdit(owner.spaceId, await store.updateLetterBox(owner, letterBox)),
}));
