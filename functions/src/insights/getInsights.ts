import { getInsights as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { insightsOf } from './store';

export const getInsights = callable(contract, (owner, { days }) =>
  insightsOf(owner, days, new Date()),
);
