// The operator's console over Firestore (decision 071): the reported targets listed by filter and
// order, one target read with its reports, and a decision recorded with all it changes.
import { LIMITS, type TargetFilter, type TargetOrder, type TargetState } from '@spaces/contracts';
import { FieldPath, Timestamp, type Query, type Transaction } from 'firebase-admin/firestore';
import { DomainError } from '../platform/errors';
import { db } from '../platform/firestore';
import { type DecisionDoc, type NoticeDoc, type ReportDoc, type ReportTargetDoc } from './report';
import { typed } from './contentStore';

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
