import { reorderBoards as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const reorderBoards = callable(contract, async (owner, request) => ({
  boards: await store.reorderBoards(owner, request.boardIds),
}));
