import { updateSpaceButtons as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

export const updateSpaceButtons = callable(contract, async (owner, { buttons }) => ({
  space: toSpaceForEdit(owner.spaceId, await store.updateButtons(owner, buttons)),
}));
