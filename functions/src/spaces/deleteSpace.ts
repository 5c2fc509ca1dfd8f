import { deleteSpace as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const deleteSpace = callable(contract, async (owner) => {
  await store.deleteSpace(owner);
  return { deleted: true as const };
});
