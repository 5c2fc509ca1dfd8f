import { updateFanMessageSettings as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

export const updateFanMessageSettings = callable(contract, async (owner, { fanMessages }) => ({
  space: toSpaceForEdit(owner.spaceId, await store.updateFanMessages(owner, fanMessages)),
}));
