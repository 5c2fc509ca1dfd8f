import { updateBoardPosts as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const updateBoardPosts = callable(contract, async (owner, request) => ({
  posts: await store.updatePosts(owner, request.boardId, request.postIds, request.change),
}));
