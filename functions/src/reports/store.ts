// Firestore glue for reports (decisions 070 and 071): a visitor's report through the abuse gate,
// the console's reads, the record of a decision (reports closed, targets' state, the log entry,
// the owner's notice), the owner's notices and objections, and what a deleted space or account
// takes with it. Reads spaces, boards and posts only to see what a page shows.
import {
  LIMITS,
  type ReportRequest,
  type ReportTargetKind,
  type TargetFilter,
  type TargetOrder,
  type TargetState,
} from '@spaces/contracts';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ModeratedSpace } from '../platform/abuseGate';
import { DomainError, NotFoundError } from '../platform/errors';
import { collections, converter, db, deleteAll } from '../platform/firestore';
import { visitorWrite, type VisitorWrite } from '../platform/visitor';
import {
  isReportable,
  KEPT_DECISION_FIELDS,
  pathOf,
  targetKeyOf,
  targetWithReport,
  viewOf,
  type DecisionDoc,
  type NoticeDoc,
  type ReportDoc,
  type ReportTargetDoc,
  type SnapshotBoard,
  type SnapshotPost,
  type TargetContent,
  type TargetRef,
} from './report';

type ContentSpace = NonNullable<TargetContent['space']> & ModeratedSpace & DocumentData;

const typed = {
  spaces: () => collections.spaces().withConverter(converter<ContentSpace>()),
  boards: (spaceId: string) =>
    collections.boards(spaceId).withConverter(converter<SnapshotBoard & DocumentData>()),
  posts: (spaceId: string, boardId: string) =>
    collections
      .posts(spaceId, boardId)
      .withConverter(converter<SnapshotPost & { removal?: unknown } & DocumentData>()),
  reports: () => collections.reports().withConverter(converter<ReportDoc & DocumentData>()),
  targets: () =>
    collections.reportTargets().withConverter(converter<ReportTargetDoc & DocumentData>()),
  notices: () => collections.notices().withConverter(converter<NoticeDoc & DocumentData>()),
  decisions: () => collections.decisionLog().withConverter(converter<DecisionDoc & DocumentData>()),
};

// ---------------------------------------------------------------------------------------------
// What a page shows
// ---------------------------------------------------------------------------------------------

type Read = <T>(ref: DocumentReference<T>) => Promise<T | undefined>;

/** The space, board and post a target names, read with `read` (in a transaction, or not). */
async function contentOf(
  read: Read,
  ref: { spaceId: string; space?: ContentSpace | undefined },
  kind: ReportTargetKind,
  board: { id?: string | undefined; slug?: string | undefined },
  postId: string | undefined,
): Promise<TargetContent> {
  const space = ref.space ?? (await read(typed.spaces().doc(ref.spaceId)));
  if (!space || kind === 'space' || kind === 'letter') return { space };
  const boardId = board.id ?? space.boardIndex?.find((entry) => entry.slug === board.slug)?.boardId;
  if (boardId === undefined) return { space };
  const [boardDoc, post] = await Promise.all([
    read(typed.boards(ref.spaceId).doc(boardId)),
    kind === 'board' || postId === undefined
      ? undefined
      : read(typed.posts(ref.spaceId, boardId).doc(postId)),
  ]);
  return { space, board: boardDoc, post, boardId };
}

/** What a target shows now (the console's "as the public sees it"). */
export function currentContent(target: TargetRef): Promise<TargetContent> {
  const read: Read = async (ref) => (await ref.get()).data();
  return contentOf(
    read,
    { spaceId: target.spaceId },
    target.kind,
    { id: target.boardId },
    target.postId,
  );
}

// ---------------------------------------------------------------------------------------------
// A visitor's report
// ---------------------------------------------------------------------------------------------

export interface Received {
  targetKey: string;
  reportId: string;
  /** The first report since the target's last decision: its snapshot was taken now. */
  firstOfRound: boolean;
}

const NO_STATE: TargetState = { hidden: false, takenDown: false, suspended: false };

/**
 * A report's part of a visitor's send (decision 070): the page must be one a visitor can see now;
 * its group gets the report and, on a new round, the snapshot. `sends/` runs it through the abuse
 * gate (the client's own limits, as any send) in the send's one transaction.
 */
export function reportWrite(
  request: ReportRequest & { contact?: string },
): VisitorWrite<ContentSpace, Received> {
  return visitorWrite(
    (spaceId) => typed.spaces().doc(spaceId),
    async (tx, sender, space) => {
      const read: Read = async (ref) => (await tx.get(ref)).data();
      const kind = request.target;
      const content = await contentOf(
        read,
        { spaceId: sender.spaceId, space },
        kind,
        { slug: request.board },
        request.post,
      );
      if (!content.space || !isReportable(kind, content)) throw notFound(kind);
      const target: TargetRef = {
        kind,
        spaceId: sender.spaceId,
        ...(content.boardId !== undefined && kind !== 'space' && kind !== 'letter'
          ? { boardId: content.boardId }
          : {}),
        ...(request.post !== undefined && (kind === 'post' || kind === 'answer')
          ? { postId: request.post }
          : {}),
      };
      const targetKey = targetKeyOf(target);
      const targetRef = typed.targets().doc(targetKey);
      const before = (await tx.get(targetRef)).data();
      const now = new Date();
      const snapshot = viewOf(kind, content)!;
      const next = targetWithReport(
        before,
        {
          ...target,
          ownerUid: content.space.ownerUid,
          slug: content.space.slug,
          path: pathOf(kind, content.space.slug, content.board?.slug, request.post),
          title: snapshot.title,
          snapshot,
          state: NO_STATE,
        },
        request.reason,
        now,
      );
      const reportRef = typed.reports().doc();
      const report: ReportDoc = {
        targetKey,
        spaceId: sender.spaceId,
        ownerUid: content.space.ownerUid,
        reason: request.reason,
        ...(request.note !== undefined && request.note.trim() !== '' && { note: request.note }),
        ...(request.contact !== undefined && { contact: request.contact }),
        lang: request.lang ?? 'ja',
        createdAt: now,
        open: true,
      };
      tx.create(reportRef, report);
      tx.set(targetRef, next);
      return { targetKey, reportId: reportRef.id, firstOfRound: next.openCount === 1 };
    },
  );
}

function notFound(kind: ReportTargetKind): DomainError {
  if (kind === 'board') return new DomainError('board-not-found', 'no such board');
  if (kind === 'post' || kind === 'answer')
    return new DomainError('post-not-found', 'no such post');
  return new NotFoundError();
}

// ---------------------------------------------------------------------------------------------
// The console
// ---------------------------------------------------------------------------------------------

/** A page's position in its order: the sort values of its last row and that row's id. */
type Cursor = [(string | number)[], string];

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(value: string): Cursor | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [values, id] = parsed as [unknown, unknown];
    if (!Array.isArray(values) || typeof id !== 'string') return undefined;
    const sortValues = values.filter(
      (v): v is string | number => typeof v === 'string' || typeof v === 'number',
    );
    return sortValues.length === values.length ? [sortValues, id] : undefined;
  } catch {
    return undefined;
  }
}

/** Each list's query and the fields it sorts by (times as ISO strings in the cursor). */
function listQuery(filter: TargetFilter, order: TargetOrder): { query: Query; fields: string[] } {
  const targets = typed.targets();
  const byId = (query: Query, fields: string[]) => ({
    query: query.orderBy(FieldPath.documentId(), 'desc'),
    fields,
  });
  if (filter === 'objections')
    return byId(targets.where('objection', '==', true).orderBy('objectedAt', 'desc'), [
      'objectedAt',
    ]);
  if (filter === 'decided')
    return byId(targets.where('status', '==', 'decided').orderBy('decidedAt', 'desc'), [
      'decidedAt',
    ]);
  const open = targets.where('status', '==', 'open');
  return order === 'most-reported'
    ? byId(open.orderBy('openCount', 'desc').orderBy('lastReportedAt', 'desc'), [
        'openCount',
        'lastReportedAt',
      ])
    : byId(open.orderBy('lastReportedAt', 'desc'), ['lastReportedAt']);
}

const sortValue = (value: unknown): string | number =>
  value instanceof Date ? value.toISOString() : typeof value === 'number' ? value : String(value);

const queryValue = (value: string | number): string | number | Timestamp =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && value.endsWith('Z')
    ? Timestamp.fromDate(new Date(value))
    : value;

export async function listTargets(
  filter: TargetFilter,
  order: TargetOrder,
  after: string | undefined,
): Promise<{ targets: [string, ReportTargetDoc][]; next?: string }> {
  const size = LIMITS.reportTargetsPageSize;
  const { query, fields } = listQuery(filter, order);
  const cursor = after === undefined ? undefined : decodeCursor(after);
  const page = await (cursor ? query.startAfter(...cursor[0].map(queryValue), cursor[1]) : query)
    .limit(size + 1)
    .get();
  const docs = page.docs.slice(0, size);
  const rows = docs.map(
    (doc) => [doc.id, doc.data() as ReportTargetDoc] as [string, ReportTargetDoc],
  );
  const last = rows.at(-1);
  if (page.size <= size || !last) return { targets: rows };
  const values = fields.map((field) =>
    sortValue((last[1] as unknown as Record<string, unknown>)[field]),
  );
  return { targets: rows, next: encodeCursor([values, last[0]]) };
}

export interface TargetRecord {
  target: ReportTargetDoc;
  reports: [string, ReportDoc][];
  decisions: [string, DecisionDoc][];
  notices: [string, NoticeDoc][];
}

/** One target with its reports, decisions and notices, newest first; undefined when gone. */
export async function readTarget(targetKey: string): Promise<TargetRecord | undefined> {
  const shown = LIMITS.reportsPerTargetShown;
  const [target, reports, decisions, notices] = await Promise.all([
    typed.targets().doc(targetKey).get(),
    typed
      .reports()
      .where('targetKey', '==', targetKey)
      .orderBy('createdAt', 'desc')
      .limit(shown)
      .get(),
    typed.decisions().where('targetKey', '==', targetKey).orderBy('at', 'desc').limit(shown).get(),
    typed
      .notices()
      .where('targetKey', '==', targetKey)
      .orderBy('createdAt', 'desc')
      .limit(shown)
      .get(),
  ]);
  const doc = target.data();
  if (!doc) return undefined;
  return {
    target: doc,
    reports: reports.docs.map((d) => [d.id, d.data()]),
    decisions: decisions.docs.map((d) => [d.id, d.data()]),
    notices: notices.docs.map((d) => [d.id, d.data()]),
  };
}

/** A target's stored group, or undefined. */
export async function targetOf(targetKey: string): Promise<ReportTargetDoc | undefined> {
  return (await typed.targets().doc(targetKey).get()).data();
}

/** A new decision's id, taken before the content changes so that the marks can name it. */
export function newDecisionId(): string {
  return typed.decisions().doc().id;
}

/** What a decision changes in the console's records, besides the content itself. */
export interface DecisionRecord {
  decisionId: string;
  targetKey: string;
  decision: DecisionDoc;
  /** The targets whose state this decision changes, and how. */
  scope: 'target' | 'space' | 'owner';
  state: Partial<TargetState>;
  /** A new notice for the owner, or the active notice this decision lifts. */
  notice?:
    | { create: Omit<NoticeDoc, 'createdAt' | 'decisionId' | 'targetKey' | 'lifted'> }
    | { lift: Query };
  /** Checked again in the transaction: false when another decision got there first. */
  applies: (target: ReportTargetDoc) => boolean;
}

export interface Recorded {
  target: ReportTargetDoc;
  /** The open reports it closed, with what their outcome mail needs. */
  closed: { reportId: string; contact?: string; lang: ReportDoc['lang'] }[];
  /** The notice it made or lifted. */
  notice?: { noticeId: string; doc: NoticeDoc };
}

/** Notices of one owner of one kind still in force (what an undo lifts). */
export function activeNotices(
  ownerUid: string,
  kind: NoticeDoc['kind'],
  key: { targetKey?: string; spaceId?: string },
): Query {
  let query: Query = typed.notices().where('ownerUid', '==', ownerUid).where('kind', '==', kind);
  if (key.targetKey !== undefined) query = query.where('targetKey', '==', key.targetKey);
  if (key.spaceId !== undefined) query = query.where('spaceId', '==', key.spaceId);
  return query.where('lifted', '==', false);
}

/**
 * Records a decision in one transaction: its log entry; its target's open reports closed with
 * its outcome; the state of every target it changes (one post, a whole space, every space of an
 * owner); the owner's notice made or lifted; and the target no longer under objection.
 */
export async function recordDecision(record: DecisionRecord): Promise<Recorded> {
  const { decisionId, targetKey, decision } = record;
  const targetRef = typed.targets().doc(targetKey);
  return db().runTransaction(async (tx: Transaction) => {
    const target = (await tx.get(targetRef)).data();
    if (!target) throw new DomainError('report-target-not-found', 'no such reported target');
    if (!record.applies(target))
      throw new DomainError('action-not-applicable', `${decision.action} does not apply now`);
    const open = await tx.get(
      typed.reports().where('targetKey', '==', targetKey).where('open', '==', true),
    );
    const scoped =
      record.scope === 'target'
        ? []
        : (
            await tx.get(
              record.scope === 'space'
                ? typed.targets().where('spaceId', '==', target.spaceId)
                : typed.targets().where('ownerUid', '==', target.ownerUid),
            )
          ).docs.filter((doc) => doc.id !== targetKey);
    const lifted =
      record.notice && 'lift' in record.notice ? (await tx.get(record.notice.lift)).docs : [];

    const now = decision.at;
    tx.create(typed.decisions().doc(decisionId), { ...decision, reports: open.size });
    for (const report of open.docs)
      tx.update(report.ref, { open: false, decidedAt: now, outcome: decision.action, decisionId });
    const next: ReportTargetDoc = {
      ...target,
      state: { ...target.state, ...record.state },
      openCount: 0,
      reasons: {},
      status: 'decided',
      decidedAt: now,
      objection: false,
    };
    delete next.objectedAt;
    tx.set(targetRef, next);
    for (const doc of scoped)
      tx.update(
        doc.ref,
        Object.fromEntries(Object.entries(record.state).map(([k, v]) => [`state.${k}`, v])),
      );
    let notice: Recorded['notice'];
    if (record.notice && 'create' in record.notice) {
      const ref = typed.notices().doc();
      const doc: NoticeDoc = {
        ...record.notice.create,
        targetKey,
        decisionId,
        createdAt: now,
        lifted: false,
      };
      tx.create(ref, doc);
      notice = { noticeId: ref.id, doc };
    }
    for (const doc of lifted) {
      tx.update(doc.ref, { lifted: true, liftedAt: now, liftDecisionId: decisionId });
      notice ??= {
        noticeId: doc.id,
        doc: { ...(doc.data() as NoticeDoc), lifted: true, liftedAt: now },
      };
    }
    return {
      target: next,
      closed: open.docs.map((doc) => {
        const report = doc.data();
        return {
          reportId: doc.id,
          ...(report.contact !== undefined && { contact: report.contact }),
          lang: report.lang,
        };
      }),
      ...(notice && { notice }),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The owner's notices
// ---------------------------------------------------------------------------------------------

export async function noticesOf(
  uid: string,
  spaceId: string | undefined,
): Promise<[string, NoticeDoc][]> {
  let query: Query<NoticeDoc & DocumentData> = typed.notices().where('ownerUid', '==', uid);
  if (spaceId !== undefined) query = query.where('spaceId', '==', spaceId);
  const page = await query.orderBy('createdAt', 'desc').limit(LIMITS.noticesShown).get();
  return page.docs.map((doc) => [doc.id, doc.data()]);
}

/** Records the owner's one objection to their notice, and puts its target before the operator. */
export async function object(uid: string, noticeId: string, text: string): Promise<NoticeDoc> {
  const ref = typed.notices().doc(noticeId);
  return db().runTransaction(async (tx) => {
    const notice = (await tx.get(ref)).data();
    if (!notice || notice.ownerUid !== uid)
      throw new DomainError('notice-not-found', 'no such notice');
    if (notice.objection) throw new DomainError('objection-sent', 'objected already');
    const targetRef = typed.targets().doc(notice.targetKey);
    const target = await tx.get(targetRef);
    const now = new Date();
    const objection = { text, at: now };
    tx.update(ref, { objection });
    if (target.exists) tx.update(targetRef, { objection: true, objectedAt: now });
    return { ...notice, objection };
  });
}

// ---------------------------------------------------------------------------------------------
// Deletion
// ---------------------------------------------------------------------------------------------

/**
 * Strips what a deleted space's or account's log entries must not keep: the operator's words,
 * which may quote what was removed. Who decided what, when, on which target stays (decision 071).
 */
async function stripDecisions(query: Query): Promise<number> {
  let stripped = 0;
  const page = await query.get();
  const batch = db().batch();
  for (const doc of page.docs) {
    const kept = new Set<string>(KEPT_DECISION_FIELDS);
    const drop = Object.keys(doc.data()).filter((field) => !kept.has(field));
    if (drop.length === 0) continue;
    batch.update(doc.ref, Object.fromEntries(drop.map((field) => [field, FieldValue.delete()])));
    stripped++;
  }
  if (stripped > 0) await batch.commit();
  return stripped;
}

/** A deleted space's reports, targets (with their snapshots) and notices; its log stays. */
export async function purgeSpace(spaceId: string): Promise<number> {
  const [reports, targets, notices, decisions] = await Promise.all([
    deleteAll(collections.reports().where('spaceId', '==', spaceId)),
    deleteAll(collections.reportTargets().where('spaceId', '==', spaceId)),
    deleteAll(collections.notices().where('spaceId', '==', spaceId)),
    stripDecisions(collections.decisionLog().where('spaceId', '==', spaceId)),
  ]);
  return reports + targets + notices + decisions;
}

/** A deleted account's reports, targets and notices, in every space it had; its log stays. */
export async function purgeAccount(uid: string): Promise<number> {
  const [reports, targets, notices, decisions] = await Promise.all([
    deleteAll(collections.reports().where('ownerUid', '==', uid)),
    deleteAll(collections.reportTargets().where('ownerUid', '==', uid)),
    deleteAll(collections.notices().where('ownerUid', '==', uid)),
    stripDecisions(collections.decisionLog().where('ownerUid', '==', uid)),
  ]);
  return reports + targets + notices + decisions;
}
