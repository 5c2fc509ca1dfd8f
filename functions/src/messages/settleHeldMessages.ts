import { settleHeldMessages as contract } from '@spaces/contracts';
import { SCALING } from '../platform/globalOptions';
import { callable } from '../platform/callable';

/** How long one call settles held messages before it answers `more` (its own timeout is 120 s). */
const WORK_MS = 90_000;

/** "Release all held" and "delete all held": thousands of messages, a page per transaction. */
export const settleHeldMessages = callable(
  contract,
  async (owner, { action }) => {
    const store = await import('./store');
    const now = Date.now();
    return store.settleHeldMessages(owner, action, new Date(now), now + WORK_MS);
  },
  { scaling: SCALING.callable, timeoutSeconds: 120 },
);
