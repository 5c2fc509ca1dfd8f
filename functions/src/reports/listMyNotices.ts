import { listMyNotices as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

// An owner's notices from the operator: what was removed, why, and their objection. A suspended
// account reads them too (`anySignedIn`), as it must be able to object.
export const listMyNotices = callable(contract, async (caller, { spaceId }) => {
  const { toNotice } = await import('./report');
  const store = await import('./store');
  const notices = await store.noticesOf(caller.uid, spaceId);
  return { notices: notices.map(([id, doc]) => toNotice(id, doc)) };
});
