import { publishAnswer as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const publishAnswer = callable(contract, async (owner, request) => {
  const store = await import('./store');
  return store.publishAnswer(owner, request);
});
