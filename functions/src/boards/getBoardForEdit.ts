import { getBoardForEdit as contract, normalizeSlug } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const getBoardForEdit = callable(contract, async (owner, request) => ({
  board: await store.getBoardBySlug(owner, normalizeSlug(request.boardSlug)),
}));
