import { LIMITS, listMySpaces as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as store from './store';
import { summaries } from './space';

export const listMySpaces = callable(contract, async (credential) => ({
  spaces: summaries(await store.listSpaces(credential)),
  limit: LIMITS.spacesPerUser,
}));
