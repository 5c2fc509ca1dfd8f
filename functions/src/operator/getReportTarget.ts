import { getReportTarget as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

// One reported target as the console shows it, for operators only (decision 070).
export const getReportTarget = callable(contract, async (_operator, { targetKey }) => {
  const { targetDetail } = await import('./console');
  return targetDetail(targetKey);
});
