import { listPublicBoardPosts as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const listPublicBoardPosts = callable(contract, (_visitor, request) =>
  store.listPublicPosts(request.slug, request.boardSlug, request.cursor),
);
