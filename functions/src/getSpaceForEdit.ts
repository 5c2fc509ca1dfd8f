import { getSpaceForEdit as contract } from '@spaces/contracts';
import { callable } from './callable';
import * as store from './data/spaceStore';
import { toSpaceForEdit } from './domain/space';

export const getSpaceForEdit = callable(contract, async (credential, { slug }) => {
  const [spaceId, space] = await store.getOwnedSpaceBySlug(credential, slug);
  return { space: toSpaceForEdit(spaceId, space) };
});
