import { listWallMessages as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const listWallMessages = callable(contract, async (_visitor, { slug, cursor }) => {
  const store = await import('./store');
  return store.listWall(slug, cursor);
});
