import { replyToMessage as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const replyToMessage = callable(contract, async (owner, { messageId, body }) => {
  const store = await import('./store');
  return store.replyToMessage(owner, messageId, body);
});
