import { listReportTargets as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

// The console's list of reported targets, grouped, for operators only (decision 070).
export const listReportTargets = callable(contract, async (_operator, { filter, order, after }) => {
  const { listTargets } = await import('./console');
  return listTargets(filter, order ?? 'newest', after);
});
