// The operator's console (policy `operator`: accounts with the operator claim, decision 070) and
// the owner's notices (decision 071). Visitors report through the send forms' endpoint, not a
// callable (report.ts). Types derive from the schemas.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { defineCallable } from '../platform/contract';
import { DocumentId } from '../platform/ids';
import { Text } from '../platform/text';
import {
  ContentViewSchema,
  DecisionViewSchema,
  NoticeSchema,
  OperatorActionSchema,
  PUBLIC_STATES,
  ReportReasonSchema,
  ReportTargetSummarySchema,
  ReportViewSchema,
} from './report';
import { closed, IsoTime, stringEnum } from '../platform/schema';

export const TargetKeySchema = DocumentId(64);
const CursorSchema = Type.String({ minLength: 1, maxLength: 600 });

/** Which targets the console lists. */
export const TARGET_FILTERS = ['open', 'objections', 'decided'] as const;
export type TargetFilter = (typeof TARGET_FILTERS)[number];
/** Newest report first, or most open reports first. */
export const TARGET_ORDERS = ['newest', 'most-reported'] as const;
export type TargetOrder = (typeof TARGET_ORDERS)[number];

/** Reported targets, grouped, a page at a time. */
export const listReportTargets = defineCallable(
  'listReportTargets',
  'operator',
  Type.Object(
    {
      filter: stringEnum(TARGET_FILTERS),
      order: Type.Optional(stringEnum(TARGET_ORDERS)),
      after: Type.Optional(CursorSchema),
    },
    closed,
  ),
  Type.Object(
    { targets: Type.Array(ReportTargetSummarySchema), next: Type.Optional(CursorSchema) },
    closed,
  ),
);

/**
 * One target: what the public sees now, what it was at its first report (the snapshot), its
 * reports, every decision about it, its notices with the owner's objections, and its owner.
 */
export const getReportTarget = defineCallable(
  'getReportTarget',
  'operator',
  Type.Object({ targetKey: TargetKeySchema }, closed),
  Type.Object(
    {
      target: ReportTargetSummarySchema,
      now: Type.Object(
        { state: stringEnum(PUBLIC_STATES), view: Type.Optional(ContentViewSchema) },
        closed,
      ),
      snapshot: Type.Object({ takenAt: IsoTime, view: ContentViewSchema }, closed),
      reports: Type.Array(ReportViewSchema),
      decisions: Type.Array(DecisionViewSchema),
      notices: Type.Array(NoticeSchema),
      owner: Type.Object(
        { uid: Type.String(), email: Type.Optional(Type.String()), suspended: Type.Boolean() },
        closed,
      ),
    },
    closed,
  ),
);

/**
 * Records one decision about a target and carries it out: `reason` from the reports' list, `note`
 * for the log (never shown to the owner), `message` for the owner's notice and mail.
 */
export const decideReport = defineCallable(
  'decideReport',
  'operator',
  Type.Object(
    {
      targetKey: TargetKeySchema,
      action: OperatorActionSchema,
      reason: ReportReasonSchema,
      note: Text({ minLength: 1, maxLength: LIMITS.operatorNoteMaxLength, multiline: true }),
      message: Type.Optional(Text({ maxLength: LIMITS.operatorNoteMaxLength, multiline: true })),
    },
    closed,
  ),
  Type.Object({ decisionId: Type.String(), target: ReportTargetSummarySchema }, closed),
);

/** The caller's notices, newest first; with `spaceId`, only that space's. */
export const listMyNotices = defineCallable(
  'listMyNotices',
  'anySignedIn',
  Type.Object({ spaceId: Type.Optional(DocumentId(128)) }, closed),
  Type.Object({ notices: Type.Array(NoticeSchema) }, closed),
);

/** The owner's objection to a notice: it reaches the operator's console. One per notice. */
export const objectToNotice = defineCallable(
  'objectToNotice',
  'anySignedIn',
  Type.Object(
    {
      noticeId: DocumentId(128),
      text: Text({ minLength: 1, maxLength: LIMITS.objectionMaxLength, multiline: true }),
    },
    closed,
  ),
  Type.Object({ notice: NoticeSchema }, closed),
);

export type GetReportTargetResponse = Static<typeof getReportTarget.response>;
