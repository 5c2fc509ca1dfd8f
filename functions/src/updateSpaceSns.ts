import { updateSpaceSns as contract } from '@spaces/contracts';
import { callable } from './callable';
import * as store from './data/spaceStore';
import { toSpaceForEdit } from './domain/space';

export const updateSpaceSns = callable(contract, async (credential, { spaceId, sns }) => ({
  space: toSpaceForEdit(spaceId, await store.updateSns(credential, spaceId, sns)),
}));
