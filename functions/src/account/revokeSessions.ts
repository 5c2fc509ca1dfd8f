import { revokeSessions as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import { revokeAllSessions } from './sessions';

export const revokeSessions = callable(contract, async (caller) => {
  await revokeAllSessions(caller.uid);
  return { revoked: true };
});
