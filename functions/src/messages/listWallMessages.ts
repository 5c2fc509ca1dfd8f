import { listWallMessages as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';

export const listWallMessages = callable(contract, (_visitor, { slug, cursor }) =>
  store.listWall(slug, cursor),
);
