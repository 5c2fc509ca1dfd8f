// The operator's decision, carried out (decision 071): the content changes first (a post or an
// answer hidden, a space taken down, an account suspended — each idempotent, so that a retry after
// a failure part-way finds it done), then one transaction records it (the log entry, the reports
// it closes, every target's state, the owner's notice), then the mails go: the owner's notice and
// the outcome each reporter who left an address asked for.
import type { decideReport, ReportTargetSummary, RequestOf } from '@spaces/contracts';
import { accountOf } from '../account/account';
import { setAnswerHidden } from '../answers/removal';
import { setPostHidden } from '../boards/removal';
import type { Credential } from '../platform/credential';
import { SUSPENDED_CLAIM } from '../platform/credential';
import { DomainError } from '../platform/errors';
import * as logs from '../platform/logs';
import { mailId, sendMail } from '../platform/mail';
import { siteOrigin } from '../platform/params';
import type { OperatorMark } from '../platform/removal';
import * as reports from '../reports/console';
import {
  decisionExpiry,
  toTargetSummary,
  viewOf,
  type DecisionDoc,
  type ReportTargetDoc,
} from '../reports/report';
import { setOwnerSpacesSuspended, setSpaceTakenDown } from '../spaces/removal';
import { applies, effectOf, noticeSubject, removes } from './actions';
import { setClaim } from './claims';
import { noticeMail, outcomeMail } from './mail';

type DecideRequest = RequestOf<typeof decideReport>;

/** Changes what the public sees: the first, idempotent step of a decision. */
async function applyContent(
  target: ReportTargetDoc,
  action: DecideRequest['action'],
  mark: OperatorMark,
): Promise<void> {
  const { spaceId, boardId, postId } = target;
  switch (action) {
    case 'dismiss':
      return;
    case 'hide':
    case 'unhide': {
      if (boardId === undefined || postId === undefined)
        throw new DomainError('action-not-applicable', 'only a post or an answer is hidden');
      const set = target.kind === 'answer' ? setAnswerHidden : setPostHidden;
      await set(spaceId, boardId, postId, action === 'hide' ? mark : undefined);
      return;
    }
    case 'take-down':
    case 'restore':
      await setSpaceTakenDown(spaceId, action === 'take-down' ? mark : undefined);
      return;
    case 'suspend':
    case 'lift':
      // A deleted account has nothing left to suspend; its spaces are gone with it.
      await setClaim(target.ownerUid, SUSPENDED_CLAIM, action === 'suspend');
      await setOwnerSpacesSuspended(target.ownerUid, action === 'suspend' ? mark : undefined);
      return;
  }
}

/** Where the owner reads a notice and objects: the space's overview, or their dashboard. */
function noticeLink(slug: string | undefined): string {
  return slug === undefined ? `${siteOrigin()}/u` : `${siteOrigin()}/s/${encodeURIComponent(slug)}`;
}

export async function decide(
  operator: Credential,
  request: DecideRequest,
  now = new Date(),
): Promise<{ decisionId: string; target: ReportTargetSummary }> {
  const { targetKey, action, reason, note, message } = request;
  const target = await reports.targetOf(targetKey);
  if (!target) throw new DomainError('report-target-not-found', 'no such reported target');
  if (!applies(action, target.kind, target.state))
    throw new DomainError('action-not-applicable', `${action} does not apply to this target`);
  const effect = effectOf(action, target.kind);
  const decisionId = await reports.newDecisionId();
  const mark: OperatorMark = { at: now, decisionId };
  // The page's names before anything changes, for the notice.
  const content = await reports.currentContent(target);
  await applyContent(target, action, mark);

  const trimmed = message?.trim();
  const decision: DecisionDoc = {
    targetKey,
    kind: target.kind,
    spaceId: target.spaceId,
    ...(target.boardId !== undefined && { boardId: target.boardId }),
    ...(target.postId !== undefined && { postId: target.postId }),
    ownerUid: target.ownerUid,
    at: now,
    operatorUid: operator.uid,
    action,
    reason,
    note,
    ...(trimmed && { message: trimmed }),
    reports: 0,
    expireAt: decisionExpiry(now),
  };
  const spaceName = content.space?.top.displayName ?? target.title;
  const view = viewOf(target.kind, content);
  const notice = effect.notice;
  const scopedNotice =
    notice === undefined
      ? undefined
      : 'make' in notice
        ? {
            create: {
              ownerUid: target.ownerUid,
              kind: notice.make,
              ...(notice.make !== 'account-suspended' && {
                spaceId: target.spaceId,
                slug: content.space?.slug ?? target.slug,
              }),
              ...noticeSubject(notice.make, spaceName, view),
              reason,
              ...(trimmed && { message: trimmed }),
            },
          }
        : {
            lift: await reports.activeNotices(target.ownerUid, notice.lift, {
              ...(notice.lift === 'post-hidden' || notice.lift === 'answer-hidden'
                ? { targetKey }
                : {}),
              ...(notice.lift === 'space-taken-down' && { spaceId: target.spaceId }),
            }),
          };
  const recorded = await reports.recordDecision({
    decisionId,
    targetKey,
    decision,
    scope: effect.scope,
    state: effect.state,
    ...(scopedNotice && { notice: scopedNotice }),
    applies: (stored) => applies(action, stored.kind, stored.state),
  });
  logs.operatorDecided(operator.uid, targetKey, action, decisionId);

  // The owner's mail, in their language, once per notice and action.
  if (recorded.notice) {
    const owner = await accountOf(target.ownerUid);
    const { noticeId, doc } = recorded.notice;
    if (owner.email) {
      const mail = noticeMail({
        language: owner.language,
        displayName: owner.displayName,
        kind: doc.kind,
        title: doc.title,
        excerpt: doc.excerpt,
        reason: doc.reason,
        message: 'make' in (notice ?? {}) ? doc.message : trimmed,
        lifted: notice !== undefined && 'lift' in notice,
        link: noticeLink(doc.slug),
      });
      await sendMail(mailId('decision', noticeId, action), {
        to: owner.email,
        uid: target.ownerUid,
        ...mail,
      });
    }
  }
  // Each reporter who left an address hears the outcome, once per report.
  const pageUrl = `${siteOrigin()}${target.path}`;
  for (const closed of recorded.closed) {
    if (closed.contact === undefined) continue;
    const mail = outcomeMail(closed.lang, pageUrl, removes(action));
    await sendMail(mailId('report', closed.reportId), { to: closed.contact, ...mail });
  }
  return { decisionId, target: toTargetSummary(targetKey, recorded.target) };
}
