import { updateThanksSettings as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

export const updateThanksSettings = callable(contract, async (owner, { thanks }) => ({
  space: toSpaceForEdit(owner.spaceId, await store.updateThanks(owner, thanks)),
}));
