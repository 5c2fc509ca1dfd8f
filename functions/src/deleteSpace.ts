import { deleteSpace as contract } from '@spaces/contracts';
import { callable } from './callable';
import * as store from './data/spaceStore';

export const deleteSpace = callable(contract, async (credential, { spaceId }) => {
  await store.deleteSpace(credential, spaceId);
  return { deleted: true as const };
});
