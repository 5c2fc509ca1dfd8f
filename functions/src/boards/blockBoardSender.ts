import { blockBoardSender as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const blockBoardSender = callable(contract, async (owner, request) => ({
  senderKey: await store.blockPostSender(owner, request.boardId, request.postId),
}));
