// The owner's notices and objections, and what a deleted space or account takes of the reports
// (decision 071).
import { LIMITS } from '@spaces/contracts';
import { FieldValue, type DocumentData, type Query } from 'firebase-admin/firestore';
import { DomainError } from '../platform/errors';
import { collections, db, deleteAll } from '../platform/firestore';
import { KEPT_DECISION_FIELDS, type NoticeDoc } from './report';
import { typed } from './contentStore';

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
export function purgeSpace(spaceId: string): Promise<number> {
  return purgeWhere('spaceId', spaceId);
}

/** A deleted account's reports, targets and notices, in every space it had; its log stays. */
export function purgeAccount(uid: string): Promise<number> {
  return purgeWhere('ownerUid', uid);
}

/** Deletes the reports, targets and notices whose `field` is `value`, and strips their log. */
async function purgeWhere(field: 'spaceId' | 'ownerUid', value: string): Promise<number> {
  const [reports, targets, notices, decisions] = await Promise.all([
    deleteAll(collections.reports().where(field, '==', value)),
    deleteAll(collections.reportTargets().where(field, '==', value)),
    deleteAll(collections.notices().where(field, '==', value)),
    stripDecisions(collections.decisionLog().where(field, '==', value)),
  ]);
  return reports + targets + notices + decisions;
}
