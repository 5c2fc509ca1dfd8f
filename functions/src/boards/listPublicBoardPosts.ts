import { listPublicBoardPosts as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const listPublicBoardPosts = callable(contract, async (_visitor, request) => {
  const store = await import('./postStore');
  return store.listPublicPosts(request.slug, request.boardSlug, request.cursor);
});
