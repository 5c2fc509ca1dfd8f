import { writeBoardPost as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const writeBoardPost = callable(contract, async (owner, request) => ({
  post: await store.writePost(owner, request.boardId, request.postId, request.body),
}));
