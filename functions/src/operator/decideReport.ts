import { decideReport as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

// One decision of the operator, recorded and carried out (decisions 070, 071).
export const decideReport = callable(contract, async (operator, request) => {
  const { decide } = await import('./decide');
  return decide(operator, request);
});
