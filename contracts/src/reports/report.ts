// Reports and the operator's decisions (decisions 070 and 071): what a visitor reports from a
// public page, the report form both codebases read, what the operator's console shows of a
// reported target, the actions it takes, and the notices an owner reads. Types derive from the
// schemas.
import { Type, type Static } from '@sinclair/typebox';
import { AccountLanguageSchema } from '../account/account';
import { BoardSlugSchema, PostIdSchema } from '../boards/board';
import { ImageRefSchema } from '../images/image';
import { LIMITS } from '../limits';
import { defineSendForm } from '../platform/contract';
import { mailAddress } from '../platform/links';
import { Text } from '../platform/text';
import { SlugSchema } from '../spaces/space';
import { REPORT_FORM_KIND, REPORT_TARGET_KINDS, type ReportTargetKind } from './paths';
import { closed, IsoTime, stringEnum } from '../platform/schema';

/** Why a visitor reports, from a fixed list; the operator decides with the same words. */
export const REPORT_REASONS = [
  'private-info',
  'harassment',
  'infringement',
  'illegal',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const ReportReasonSchema = stringEnum(REPORT_REASONS);

export function isReportReason(value: unknown): value is ReportReason {
  return typeof value === 'string' && (REPORT_REASONS as readonly string[]).includes(value);
}

export const ReportTargetKindSchema = stringEnum(REPORT_TARGET_KINDS);

/**
 * A report as the form posts it to `/_send` (kind `report`). `contact` is optional: an address
 * the operator may write to with the outcome, seen by nobody else. `website` is the abuse gate's
 * honeypot, `lang` the page's language (the outcome mail's).
 */
export const ReportRequestSchema = Type.Object(
  {
    slug: SlugSchema,
    target: ReportTargetKindSchema,
    board: Type.Optional(BoardSlugSchema),
    post: Type.Optional(PostIdSchema),
    reason: ReportReasonSchema,
    note: Type.Optional(Text({ maxLength: LIMITS.reportNoteMaxLength, multiline: true })),
    contact: Type.Optional(Type.String({ minLength: 3, maxLength: LIMITS.reportContactMaxLength })),
    lang: Type.Optional(AccountLanguageSchema),
    website: Type.Optional(Type.String({ maxLength: LIMITS.honeypotMaxLength })),
  },
  closed,
);
export type ReportRequest = Static<typeof ReportRequestSchema>;

/** What a script's post of a report gets back: that it was received, and nothing more. */
export const ReportResponseSchema = Type.Object({ received: Type.Literal(true) }, closed);
export type ReportResponse = Static<typeof ReportResponseSchema>;

/**
 * The report form, a kind of the one send form (`/_send`, decision 063): its fields as the
 * request, and the JSON a script's post gets back.
 */
export const reportForm = defineSendForm(
  REPORT_FORM_KIND,
  ReportRequestSchema,
  ReportResponseSchema,
);

/** The contact address as stored (one plain address, canonical), or null when it is not one. */
export function reportContactOf(value: string): string | null {
  return mailAddress(value.trim());
}

/**
 * What a reported page showed, or shows now, reduced to what the console draws: a title, labelled
 * texts, links and images. Labels name the part of the page (the bio, a card, a post's body …).
 */
export const CONTENT_PARTS = [
  'name',
  'bio',
  'sns',
  'button',
  'card',
  'text',
  'embed',
  'intro',
  'prompt',
  'description',
  'sender',
  'body',
  'question',
  'answer',
  'wall',
] as const;
export type ContentPart = (typeof CONTENT_PARTS)[number];

export const ContentViewSchema = Type.Object(
  {
    title: Type.String(),
    texts: Type.Array(
      Type.Object({ part: stringEnum(CONTENT_PARTS), text: Type.String() }, closed),
    ),
    links: Type.Array(
      Type.Object(
        { part: stringEnum(CONTENT_PARTS), label: Type.String(), url: Type.String() },
        closed,
      ),
    ),
    images: Type.Array(ImageRefSchema),
  },
  closed,
);
export type ContentView = Static<typeof ContentViewSchema>;

/** Where the reported content stands now, as the public sees it. */
export const PUBLIC_STATES = [
  'shown',
  'hidden',
  'taken-down',
  'suspended',
  'not-public',
  'gone',
] as const;
export type PublicState = (typeof PUBLIC_STATES)[number];

/**
 * What the operator does about a target. `dismiss` closes its reports with no action; the others
 * come in pairs, each undoing the other: `hide`/`unhide` a post or answer, `take-down`/`restore`
 * the whole space, `suspend`/`lift` its owner's account.
 */
export const OPERATOR_ACTIONS = [
  'dismiss',
  'hide',
  'unhide',
  'take-down',
  'restore',
  'suspend',
  'lift',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];
export const OperatorActionSchema = stringEnum(OPERATOR_ACTIONS);

/** What the operator has done to a target and its owner, as it stands. */
export const TargetStateSchema = Type.Object(
  {
    hidden: Type.Boolean(),
    takenDown: Type.Boolean(),
    suspended: Type.Boolean(),
  },
  closed,
);
export type TargetState = Static<typeof TargetStateSchema>;

/**
 * Which actions apply to a target of `kind` in `state`: hide only a post or an answer (and only
 * while shown), restore only what was taken down, lift only a suspension; dismiss always.
 */
export function actionsFor(kind: ReportTargetKind, state: TargetState): OperatorAction[] {
  const hideable = kind === 'post' || kind === 'answer';
  return OPERATOR_ACTIONS.filter((action) => {
    switch (action) {
      case 'dismiss':
        return true;
      case 'hide':
        return hideable && !state.hidden;
      case 'unhide':
        return hideable && state.hidden;
      case 'take-down':
        return !state.takenDown;
      case 'restore':
        return state.takenDown;
      case 'suspend':
        return !state.suspended;
      case 'lift':
        return state.suspended;
    }
  });
}

/** One row of the console's list: a reported target and its reports, grouped. */
export const ReportTargetSummarySchema = Type.Object(
  {
    targetKey: Type.String(),
    kind: ReportTargetKindSchema,
    spaceId: Type.String(),
    slug: Type.String(),
    /** The page's address at the first report, site-relative. */
    path: Type.String(),
    title: Type.String(),
    /** Reports not yet decided, and ever. */
    openCount: Type.Integer({ minimum: 0 }),
    totalCount: Type.Integer({ minimum: 0 }),
    /** The open reports' reasons, counted. */
    reasons: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
    firstReportedAt: IsoTime,
    lastReportedAt: IsoTime,
    decidedAt: Type.Optional(IsoTime),
    state: TargetStateSchema,
    /** The owner objected to a decision, and no decision came since. */
    objection: Type.Boolean(),
  },
  closed,
);
export type ReportTargetSummary = Static<typeof ReportTargetSummarySchema>;

/** One report as the console shows it. The contact address is the operator's alone. */
export const ReportViewSchema = Type.Object(
  {
    reportId: Type.String(),
    reason: ReportReasonSchema,
    note: Type.Optional(Type.String()),
    contact: Type.Optional(Type.String()),
    createdAt: IsoTime,
    /** Set once a decision closed the report. */
    decidedAt: Type.Optional(IsoTime),
    outcome: Type.Optional(OperatorActionSchema),
  },
  closed,
);
export type ReportView = Static<typeof ReportViewSchema>;

/** One entry of the decision log: who decided what, when, why. */
export const DecisionViewSchema = Type.Object(
  {
    decisionId: Type.String(),
    at: IsoTime,
    operatorUid: Type.String(),
    operatorEmail: Type.Optional(Type.String()),
    action: OperatorActionSchema,
    reason: ReportReasonSchema,
    note: Type.String(),
    /** What the owner was told, if the operator wrote it. */
    message: Type.Optional(Type.String()),
  },
  closed,
);
export type DecisionView = Static<typeof DecisionViewSchema>;

/** What a notice tells its owner about. */
export const NOTICE_KINDS = [
  'post-hidden',
  'answer-hidden',
  'space-taken-down',
  'account-suspended',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * A notice to an owner: what was removed, why, and whether they objected. It never names or
 * quotes a report: what reached the operator stays with the operator.
 */
export const NoticeSchema = Type.Object(
  {
    noticeId: Type.String(),
    kind: stringEnum(NOTICE_KINDS),
    spaceId: Type.Optional(Type.String()),
    slug: Type.Optional(Type.String()),
    /** The removed thing: a space's name, a board's title with the post's first words. */
    title: Type.String(),
    excerpt: Type.Optional(Type.String()),
    reason: ReportReasonSchema,
    message: Type.Optional(Type.String()),
    createdAt: IsoTime,
    /** Set when the operator undid it. */
    liftedAt: Type.Optional(IsoTime),
    objection: Type.Optional(Type.Object({ text: Type.String(), at: IsoTime }, closed)),
  },
  closed,
);
export type Notice = Static<typeof NoticeSchema>;
