// A deleted space's insights (shards, first sights, days), for the account sweep, which deletes
// them itself rather than wait for the trigger (both are idempotent).
import * as store from './store';

export const purgeSpaceInsights = (spaceId: string): Promise<number> =>
  store.deleteSpaceInsights(spaceId);
