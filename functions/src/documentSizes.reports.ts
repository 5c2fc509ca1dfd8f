// The worst-case documents of reports and the operator's decisions (decision 071), measured with
// the rest by documentSizes.test.ts: a report of the fullest space keeps every text, link and image
// it shows in its snapshot.
import { LIMITS } from '@spaces/contracts';
import { ascii, autoId, now, slug, uid, wide } from './documentSizes.values';
import { worstBoard, worstSpace } from './documentSizes.worst';
import {
  decisionExpiry,
  targetWithReport,
  viewOf,
  type DecisionDoc,
  type NoticeDoc,
  type ReportDoc,
} from './reports/report';

export function worstReportDocuments(): [string, string, object][] {
  const space = worstSpace();
  const spaceId = autoId();
  const board = worstBoard();
  // A report of the fullest space: its snapshot keeps every text, link and image it shows.
  const snapshot = viewOf('space', { space })!;
  const reportTarget = targetWithReport(
    undefined,
    {
      kind: 'post',
      spaceId,
      boardId: autoId(),
      postId: autoId(),
      ownerUid: uid(),
      slug: space.slug,
      path: `/${space.slug}/${board.slug}`,
      title: snapshot.title,
      snapshot,
      state: { hidden: true, takenDown: true, suspended: true },
    },
    'infringement',
    now,
  );
  const report: ReportDoc = {
    targetKey: ascii(32),
    spaceId,
    ownerUid: uid(),
    reason: 'private-info',
    note: wide(LIMITS.reportNoteMaxLength),
    contact: ascii(LIMITS.reportContactMaxLength),
    lang: 'ja',
    createdAt: now,
    open: false,
    decidedAt: now,
    outcome: 'take-down',
    decisionId: autoId(),
  };
  const notice: NoticeDoc = {
    ownerUid: uid(),
    kind: 'answer-hidden',
    targetKey: ascii(32),
    decisionId: autoId(),
    spaceId,
    slug: slug(),
    title: wide(LIMITS.boardTitleMaxLength),
    excerpt: wide(80),
    reason: 'harassment',
    message: wide(LIMITS.operatorNoteMaxLength),
    createdAt: now,
    lifted: true,
    liftedAt: now,
    liftDecisionId: autoId(),
    objection: { text: wide(LIMITS.objectionMaxLength), at: now },
  };
  const decision: DecisionDoc = {
    targetKey: ascii(32),
    kind: 'answer',
    spaceId,
    boardId: autoId(),
    postId: autoId(),
    ownerUid: uid(),
    at: now,
    operatorUid: uid(),
    action: 'take-down',
    reason: 'illegal',
    note: wide(LIMITS.operatorNoteMaxLength),
    message: wide(LIMITS.operatorNoteMaxLength),
    reports: 1_000_000,
    expireAt: decisionExpiry(now),
  };

  return [
    ['report', `reports/${autoId()}`, report],
    ['reported target', `reportTargets/${ascii(32)}`, reportTarget],
    ['notice', `notices/${autoId()}`, notice],
    ['decision', `decisionLog/${autoId()}`, decision],
  ];
}
