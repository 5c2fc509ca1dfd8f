import { createSpace as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const createSpace = callable(contract, async (credential, request) => {
  const store = await import('./store');
  const { toSpaceForEdit } = await import('./space');
  const [spaceId, space] = await store.createSpace(credential, request.slug, request.displayName, {
    template: request.template ?? 'blank',
    lang: request.lang ?? 'ja',
  });
  return { space: toSpaceForEdit(spaceId, space) };
});
