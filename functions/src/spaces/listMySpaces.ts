import { LIMITS, listMySpaces as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const listMySpaces = callable(contract, async (credential) => {
  const store = await import('./store');
  const { summaries } = await import('./space');
  return {
    spaces: summaries(await store.listSpaces(credential)),
    limit: LIMITS.spacesPerUser,
  };
});
