import { deleteBoardPosts as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const deleteBoardPosts = callable(contract, async (owner, request) => ({
  deleted: await store.deletePosts(owner, request.boardId, request.postIds),
}));
