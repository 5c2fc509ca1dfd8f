import { updateSpaceTop as contract } from '@spaces/contracts';
import { callable } from './callable';
import * as store from './data/spaceStore';
import { toSpaceForEdit } from './domain/space';

export const updateSpaceTop = callable(contract, async (credential, { spaceId, top }) => ({
  space: toSpaceForEdit(spaceId, await store.updateTop(credential, spaceId, top)),
}));
