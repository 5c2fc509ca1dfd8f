import { setSpacePublished as contract } from '@spaces/contracts';
import { callable } from './callable';
import * as store from './data/spaceStore';
import { toSpaceForEdit } from './domain/space';

export const setSpacePublished = callable(contract, async (credential, { spaceId, published }) => ({
  space: toSpaceForEdit(spaceId, await store.setPublished(credential, spaceId, published)),
}));
