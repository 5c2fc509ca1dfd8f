import { updateBoard as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const updateBoard = callable(contract, async (owner, request) => ({
  board: await store.updateBoard(owner, request.boardId, request.board),
}));
