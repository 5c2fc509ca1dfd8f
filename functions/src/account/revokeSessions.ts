import { revokeSessions as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const revokeSessions = callable(contract, async (caller) => {
  const { revokeAllSessions } = await import('./sessions');
  await revokeAllSessions(caller.uid);
  return { revoked: true };
});
