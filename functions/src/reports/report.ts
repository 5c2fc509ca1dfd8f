// Reports as the backend keeps them (decision 070), and every decision about them as a pure
// function: a target's key, what a page showed (the snapshot the console compares with what it
// shows now), how a report joins its target's group, and how documents become the console's and
// the owner's views. Nothing here reads or writes.
import {
  DECISION_LOG_RETENTION_DAYS,
  reportedPagePath,
  type AccountLanguage,
  type ContentView,
  type DecisionView,
  type Notice,
  type NoticeKind,
  type OperatorAction,
  type ReportReason,
  type ReportTargetKind,
  type ReportTargetSummary,
  type ReportView,
  type TargetState,
} from '@spaces/contracts';
import { createHash } from 'node:crypto';
export * from './view';

/** What a report is about, by id: the space, and the board and post within it. */
export interface TargetRef {
  kind: ReportTargetKind;
  spaceId: string;
  boardId?: string | undefined;
  postId?: string | undefined;
}

/**
 * The id of a target's group: a hash of what it names, so that every report of one page (or one
 * post) lands in the same `reportTargets/{targetKey}`, and the id is a plain document id whatever
 * the ids inside it hold.
 */
export function targetKeyOf(target: TargetRef): string {
  const parts = [target.kind, target.spaceId, target.boardId ?? '', target.postId ?? ''];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 32);
}

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

/** `reports/{reportId}`: one visitor's report. Only the operator ever sees it. */
export interface ReportDoc {
  targetKey: string;
  spaceId: string;
  ownerUid: string;
  reason: ReportReason;
  note?: string;
  /** The address the reporter left for the outcome, canonical; seen by the operator alone. */
  contact?: string;
  /** The report page's language: the outcome mail's. */
  lang: AccountLanguage;
  createdAt: Date;
  /** Not yet closed by a decision (what the decision's query finds). */
  open: boolean;
  /** Set by the decision that closed it. */
  decidedAt?: Date;
  outcome?: OperatorAction;
  decisionId?: string;
}

/** `reportTargets/{targetKey}`: one reported page or post, its reports grouped. */
export interface ReportTargetDoc extends TargetRef {
  ownerUid: string;
  /** The space's slug and the page's address at the first report. */
  slug: string;
  path: string;
  title: string;
  openCount: number;
  totalCount: number;
  /** The open reports' reasons, counted. */
  reasons: Partial<Record<ReportReason, number>>;
  status: 'open' | 'decided';
  /** The first report since the last decision (or ever), and the latest. */
  firstReportedAt: Date;
  lastReportedAt: Date;
  decidedAt?: Date;
  /** The page as it was at `firstReportedAt`: what the reports were about. */
  snapshot: ContentView;
  state: TargetState;
  /** The owner objected to a notice about this target, and nothing was decided since. */
  objection: boolean;
  objectedAt?: Date;
}

/**
 * `decisionLog/{decisionId}`: who decided what, when, on which target. Outlives the space and
 * account it names (decision 071): deleting them strips `note` and `message`, and a TTL policy on
 * `expireAt` removes the entry after `DECISION_LOG_RETENTION_DAYS`.
 */
export interface DecisionDoc extends TargetRef {
  targetKey: string;
  ownerUid: string;
  at: Date;
  operatorUid: string;
  action: OperatorAction;
  reason: ReportReason;
  note?: string;
  message?: string;
  /** How many open reports it closed. */
  reports: number;
  expireAt: Date;
}

/** `notices/{noticeId}`: what the owner is told, and their objection. */
export interface NoticeDoc {
  ownerUid: string;
  kind: NoticeKind;
  targetKey: string;
  decisionId: string;
  spaceId?: string;
  slug?: string;
  title: string;
  excerpt?: string;
  reason: ReportReason;
  message?: string;
  createdAt: Date;
  /** The operator undid what the notice told (what an undo's query finds); `liftedAt` says when. */
  lifted: boolean;
  liftedAt?: Date;
  liftDecisionId?: string;
  objection?: { text: string; at: Date };
}

/** When a decision made at `at` leaves the log. */
export function decisionExpiry(at: Date): Date {
  return new Date(at.getTime() + DECISION_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/** The fields a deleted space's or account's log entries keep (who, what, when, which target). */
export const KEPT_DECISION_FIELDS = [
  'targetKey',
  'kind',
  'spaceId',
  'boardId',
  'postId',
  'ownerUid',
  'at',
  'operatorUid',
  'action',
  'reason',
  'reports',
  'expireAt',
] as const satisfies readonly (keyof DecisionDoc)[];

/** A new report's target: a fresh group, or the next round of a decided one. */
export function targetWithReport(
  before: ReportTargetDoc | undefined,
  fresh: Omit<
    ReportTargetDoc,
    | 'openCount'
    | 'totalCount'
    | 'reasons'
    | 'status'
    | 'firstReportedAt'
    | 'lastReportedAt'
    | 'objection'
  >,
  reason: ReportReason,
  now: Date,
): ReportTargetDoc {
  // A new round (nothing open) takes a new snapshot: the page as the new reports saw it.
  const round = before === undefined || before.openCount === 0;
  const base = before ?? { ...fresh, totalCount: 0, objection: false };
  return {
    ...base,
    ...(round && {
      snapshot: fresh.snapshot,
      title: fresh.title,
      slug: fresh.slug,
      path: fresh.path,
    }),
    openCount: (before?.openCount ?? 0) + 1,
    totalCount: base.totalCount + 1,
    reasons: round
      ? { [reason]: 1 }
      : { ...before.reasons, [reason]: (before.reasons[reason] ?? 0) + 1 },
    status: 'open',
    firstReportedAt: round ? now : before.firstReportedAt,
    lastReportedAt: now,
  };
}

/** The page's address for a target (the report link sits there). */
export function pathOf(
  kind: ReportTargetKind,
  slug: string,
  boardSlug: string | undefined,
  postId: string | undefined,
): string {
  return reportedPagePath({ kind, slug, boardSlug, postId });
}

/** How a stored target reads in the console's list. */
export function toTargetSummary(targetKey: string, doc: ReportTargetDoc): ReportTargetSummary {
  return {
    targetKey,
    kind: doc.kind,
    spaceId: doc.spaceId,
    slug: doc.slug,
    path: doc.path,
    title: doc.title,
    openCount: doc.openCount,
    totalCount: doc.totalCount,
    reasons: Object.fromEntries(
      Object.entries(doc.reasons).filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0),
    ),
    firstReportedAt: doc.firstReportedAt.toISOString(),
    lastReportedAt: doc.lastReportedAt.toISOString(),
    ...(doc.decidedAt && { decidedAt: doc.decidedAt.toISOString() }),
    state: doc.state,
    objection: doc.objection,
  };
}

export function toReportView(reportId: string, doc: ReportDoc): ReportView {
  return {
    reportId,
    reason: doc.reason,
    ...(doc.note !== undefined && { note: doc.note }),
    ...(doc.contact !== undefined && { contact: doc.contact }),
    createdAt: doc.createdAt.toISOString(),
    ...(doc.decidedAt && { decidedAt: doc.decidedAt.toISOString() }),
    ...(doc.outcome && { outcome: doc.outcome }),
  };
}

export function toDecisionView(
  decisionId: string,
  doc: DecisionDoc,
  operatorEmail?: string,
): DecisionView {
  return {
    decisionId,
    at: doc.at.toISOString(),
    operatorUid: doc.operatorUid,
    ...(operatorEmail !== undefined && { operatorEmail }),
    action: doc.action,
    reason: doc.reason,
    note: doc.note ?? '',
    ...(doc.message !== undefined && { message: doc.message }),
  };
}

/**
 * A notice as its owner reads it: what, why, when, and their objection. Nothing of a report —
 * no note, no address, no count — is in a notice document, so none can reach the owner.
 */
export function toNotice(noticeId: string, doc: NoticeDoc): Notice {
  return {
    noticeId,
    kind: doc.kind,
    ...(doc.spaceId !== undefined && { spaceId: doc.spaceId }),
    ...(doc.slug !== undefined && { slug: doc.slug }),
    title: doc.title,
    ...(doc.excerpt !== undefined && { excerpt: doc.excerpt }),
    reason: doc.reason,
    ...(doc.message !== undefined && { message: doc.message }),
    createdAt: doc.createdAt.toISOString(),
    ...(doc.liftedAt && { liftedAt: doc.liftedAt.toISOString() }),
    ...(doc.objection && {
      objection: { text: doc.objection.text, at: doc.objection.at.toISOString() },
    }),
  };
}
