import { deleteBoard as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const deleteBoard = callable(contract, async (owner, request) => {
  await store.deleteBoard(owner, request.boardId);
  return { deleted: true as const };
});
