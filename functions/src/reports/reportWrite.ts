// A visitor's report, as its part of a visitor's send: sends/ runs it through the abuse gate in
// the send's one transaction (decision 070).
import { type ReportRequest, type ReportTargetKind, type TargetState } from '@spaces/contracts';
import { DomainError, NotFoundError } from '../platform/errors';
import { visitorWrite, type VisitorWrite } from '../platform/visitor';
import {
  isReportable,
  pathOf,
  targetKeyOf,
  targetWithReport,
  viewOf,
  type ReportDoc,
  type TargetRef,
} from './report';
import { contentOf, typed, type ContentSpace, type Read } from './contentStore';

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
