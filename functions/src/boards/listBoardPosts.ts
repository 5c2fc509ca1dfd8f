import { listBoardPosts as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const listBoardPosts = callable(contract, (owner, request) =>
  store.listPosts(owner, request.boardId, request.filter, request.cursor),
);
