import { updateStageQueue as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const updateStageQueue = callable(contract, async (owner, { messageIds }) => {
  const store = await import('./stageStore');
  return { messageIds: await store.updateStageQueue(owner, messageIds) };
});
