import { createSpace as contract } from '@spaces/contracts';
import { callable } from './callable';
import * as store from './data/spaceStore';
import { toSpaceForEdit } from './domain/space';

export const createSpace = callable(contract, async (credential, { slug, displayName }) => {
  const [spaceId, space] = await store.createSpace(credential, slug, displayName);
  return { space: toSpaceForEdit(spaceId, space) };
});
