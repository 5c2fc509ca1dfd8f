import { getInsights as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const getInsights = callable(contract, async (owner, { days }) => {
  const { insightsOf } = await import('./store');
  return insightsOf(owner, days, new Date());
});
