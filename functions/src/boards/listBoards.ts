import { listBoards as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const listBoards = callable(contract, async (owner) => ({
  boards: await store.listBoards(owner),
}));
