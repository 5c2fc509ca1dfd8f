import { objectToNotice as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as logs from '../platform/logs';

// The owner's objection to a notice: kept on the notice and put before the operator, whose console
// lists objected targets apart (decision 071).
export const objectToNotice = callable(contract, async (caller, { noticeId, text }) => {
  const { toNotice } = await import('./report');
  const store = await import('./store');
  const notice = await store.object(caller.uid, noticeId, text);
  logs.noticeObjected(caller.uid, noticeId);
  return { notice: toNotice(noticeId, notice) };
});
