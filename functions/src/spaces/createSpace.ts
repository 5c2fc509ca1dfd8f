import { createSpace as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';
import { toSpaceForEdit } from './space';

export const createSpace = callable(contract, async (credential, { slug, displayName }) => {
  const [spaceId, space] = await store.createSpace(credential, slug, displayName);
  return { space: toSpaceForEdit(spaceId, space) };
});
