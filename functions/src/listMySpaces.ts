import { LIMITS, listMySpaces as contract } from '@spaces/contracts';
import { callable } from './callable';
import * as store from './data/spaceStore';
import { summaries } from './domain/space';

export const listMySpaces = callable(contract, async (credential) => ({
  spaces: summaries(await store.listSpaces(credential)),
  limit: LIMITS.spacesPerUser,
}));
