// Reports and operators for the reports and operator suites: a report posted to the send forms'
// endpoint as the report page's form posts it, an operator account (its claim set as
// `npm run operator` sets it), and what the reports' collections hold.
import { decideReport, type OperatorAction, type ReportReason } from '@spaces/contracts';
import { adminAuth, newUser, signInAgain, type TestUser } from './auth';
import { call } from './call';
import { db } from './firestore';
import { postForm, type SendRoute } from './sendForm';

/**
 * Posts the report form's fields (kind `report` added) as a browser without JavaScript does, from
 * the site's own page and straight to the send form's function (`route` may take Hosting's
 * rewrite instead).
 */
export function postReport(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  route: SendRoute = 'function',
): Promise<Response> {
  return postForm({ kind: 'report', ...fields }, headers, route);
}

/** Sets or clears a custom claim (keeping the others), as the operator's script and console do. */
export async function setClaim(uid: string, claim: string, on: boolean): Promise<void> {
  const auth = adminAuth();
  const claims = { ...((await auth.getUser(uid)).customClaims ?? {}) };
  if (on) claims[claim] = true;
  else delete claims[claim];
  await auth.setCustomUserClaims(uid, claims);
}

/** A verified account holding the operator claim, signed in after it was granted. */
export async function newOperator(): Promise<TestUser> {
  const user = await newUser();
  await setClaim(user.uid, 'operator', true);
  return signInAgain(user);
}

/** `operator` decides `action` on `targetKey` for `reason`, its note kept in the log. */
export function decide(
  operator: TestUser,
  targetKey: string,
  action: OperatorAction,
  reason: ReportReason,
  note: string,
  message?: string,
) {
  return call(decideReport, operator, {
    targetKey,
    action,
    reason,
    note,
    ...(message && { message }),
  });
}

/** The documents of a collection whose `field` is `value`, with their ids. */
export async function docsWhere(
  collection: string,
  field: string,
  value: string,
): Promise<Record<string, unknown>[]> {
  const snapshot = await db().collection(collection).where(field, '==', value).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

/** The mail documents sent to `to`. */
export async function mailTo(to: string): Promise<Record<string, unknown>[]> {
  return docsWhere('mail', 'to', to);
}
