import { createBoard as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const createBoard = callable(contract, async (owner, request) => ({
  board: await store.createBoard(owner, request.board),
}));
