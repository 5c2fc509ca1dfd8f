import { updateSpaceCards as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateSpaceCards = callable(contract, async (owner, { cards }) => {
  const { toSpaceForEdit } = await import('./space');
  const store = await import('./store');
  return {
    space: toSpaceForEdit(owner.spaceId, await store.updateCards(owner, cards)),
  };
});
