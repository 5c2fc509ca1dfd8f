import { updateSpaceCards as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { toSpaceForEdit } from './space';
import * as store from './store';

export const updateSpaceCards = callable(contract, async (owner, { cards }) => ({
  space: toSpaceForEdit(owner.spaceId, await store.updateCards(owner, cards)),
}));
