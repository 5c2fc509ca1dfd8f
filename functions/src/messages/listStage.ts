import { listStage as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const listStage = callable(contract, async (owner, { source, kind, cursor }) => {
  const store = await import('./stageStore');
  return source === 'queue'
    ? { messages: await store.listStageQueue(owner) }
    : store.listStageInbox(owner, kind, cursor);
});
