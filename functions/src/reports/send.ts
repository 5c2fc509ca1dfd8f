// A visitor's report, as the send forms' endpoint runs it (`/_send`, kind `report`; decision
// 070): the request checked against its schema, the contact address made canonical, then stored
// through the abuse gate under the database deadline, as a send is.
import {
  reportContactOf,
  ReportRequestSchema,
  validator,
  type ReportRequest,
} from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { ValidationError } from '../platform/errors';
import * as logs from '../platform/logs';
import type { Visitor } from '../platform/visitor';

let isRequest: ReturnType<typeof validator<typeof ReportRequestSchema>> | undefined;

/** Stores the report; answers nothing about what the operator will do. */
export async function reportSend(visitor: Visitor, data: unknown): Promise<{ received: true }> {
  isRequest ??= validator(ReportRequestSchema);
  if (!isRequest(data)) throw new ValidationError(isRequest.issues(data));
  const request: ReportRequest = data;
  const contact = request.contact === undefined ? undefined : reportContactOf(request.contact);
  if (contact === null) throw new ValidationError([{ field: 'contact', rule: 'emailAddress' }]);
  const store = await import('./store');
  const received = await store.receiveReport(AbuseGate.fromParams(), visitor, {
    ...request,
    ...(contact !== undefined && { contact }),
  });
  logs.reportReceived(received.targetKey, received.reportId, received.firstOfRound);
  return { received: true };
}
