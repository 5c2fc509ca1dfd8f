// The console's reads (decision 070): the list of reported targets, and one target with what the
// public sees of it now beside its snapshot, its reports, the decisions about it, the notices its
// owner got with their objections, and the owner's account as it stands.
import type {
  GetReportTargetResponse,
  ReportTargetSummary,
  TargetFilter,
  TargetOrder,
} from '@spaces/contracts';
import { getAuth } from 'firebase-admin/auth';
import { SUSPENDED_CLAIM } from '../platform/credential';
import { DomainError } from '../platform/errors';
import * as reports from '../reports/console';
import {
  publicViewOf,
  toDecisionView,
  toNotice,
  toReportView,
  toTargetSummary,
} from '../reports/report';

export async function listTargets(
  filter: TargetFilter,
  order: TargetOrder,
  after: string | undefined,
): Promise<{ targets: ReportTargetSummary[]; next?: string }> {
  const page = await reports.listTargets(filter, order, after);
  return {
    targets: page.targets.map(([key, doc]) => toTargetSummary(key, doc)),
    ...(page.next !== undefined && { next: page.next }),
  };
}

/** E-mail addresses of the operators and the owner, one Auth lookup for all of them. */
async function emailsOf(
  uids: readonly string[],
): Promise<Map<string, { email?: string; suspended: boolean }>> {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return new Map();
  const { users } = await getAuth().getUsers(unique.map((uid) => ({ uid })));
  return new Map(
    users.map((user) => [
      user.uid,
      {
        ...(user.email !== undefined && { email: user.email }),
        suspended: user.customClaims?.[SUSPENDED_CLAIM] === true,
      },
    ]),
  );
}

export async function targetDetail(targetKey: string): Promise<GetReportTargetResponse> {
  const record = await reports.readTarget(targetKey);
  if (!record) throw new DomainError('report-target-not-found', 'no such reported target');
  const { target } = record;
  const [content, accounts] = await Promise.all([
    reports.currentContent(target),
    emailsOf([target.ownerUid, ...record.decisions.map(([, d]) => d.operatorUid)]),
  ]);
  const owner = accounts.get(target.ownerUid);
  return {
    target: toTargetSummary(targetKey, target),
    now: publicViewOf(target.kind, content),
    snapshot: { takenAt: target.firstReportedAt.toISOString(), view: target.snapshot },
    reports: record.reports.map(([id, doc]) => toReportView(id, doc)),
    decisions: record.decisions.map(([id, doc]) =>
      toDecisionView(id, doc, accounts.get(doc.operatorUid)?.email),
    ),
    notices: record.notices.map(([id, doc]) => toNotice(id, doc)),
    owner: {
      uid: target.ownerUid,
      ...(owner?.email !== undefined && { email: owner.email }),
      suspended: owner?.suspended ?? false,
    },
  };
}
