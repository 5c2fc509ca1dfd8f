import { unpublishAnswer as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const unpublishAnswer = callable(contract, async (owner, { messageId }) => {
  const store = await import('./store');
  return { unpublished: await store.unpublishAnswer(owner, messageId) };
});
