import { createSpace as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const createSpace = callable(contract, async (credential, { slug, displayName }) => {
  const store = await import('./store');
  const { toSpaceForEdit } = await import('./space');
  const [spaceId, space] = await store.createSpace(credential, slug, displayName);
  return { space: toSpaceForEdit(spaceId, space) };
});
