// A visitor's report (decision 070), a kind of the send form (`/_send`, kind `report`; decision
// 063): checked against its form's schema, its contact address made canonical, then stored
// through the abuse gate in one transaction as a send is — by the client's own limits only, since
// a report goes to the operator, not the owner — under the database deadline.
import { reportContactOf, reportForm } from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { visitorHandler } from '../platform/callable';
import { ValidationError } from '../platform/errors';
import * as logs from '../platform/logs';

/** Stores the report; answers nothing about what the operator will do. */
export const reportSend = visitorHandler(reportForm, async (visitor, request) => {
  const contact = request.contact === undefined ? undefined : reportContactOf(request.contact);
  if (contact === null) throw new ValidationError([{ field: 'contact', rule: 'emailAddress' }]);
  const [{ visitorSend }, { reportWrite }] = await Promise.all([
    import('./store'),
    import('../reports/visitorWrites'),
  ]);
  const received = await visitorSend(
    AbuseGate.fromParams(),
    visitor,
    request,
    reportWrite({ ...request, ...(contact !== undefined && { contact }) }),
    true,
  );
  logs.reportReceived(received.targetKey, received.reportId, received.firstOfRound);
  return { received: true as const };
});
