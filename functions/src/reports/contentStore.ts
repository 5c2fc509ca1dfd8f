// What a reported page shows, read from its space, board and post (decision 070), and the
// reports' collections as the reports feature reads them.
import { type ReportTargetKind } from '@spaces/contracts';
import { type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { type ModeratedSpace } from '../platform/abuseGate';
import { collections, converter } from '../platform/firestore';
import {
  type DecisionDoc,
  type NoticeDoc,
  type ReportDoc,
  type ReportTargetDoc,
  type SnapshotBoard,
  type SnapshotPost,
  type TargetContent,
  type TargetRef,
} from './report';

export type ContentSpace = NonNullable<TargetContent['space']> & ModeratedSpace & DocumentData;

export const typed = {
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

export type Read = <T>(ref: DocumentReference<T>) => Promise<T | undefined>;

/** The space, board and post a target names, read with `read` (in a transaction, or not). */
export async function contentOf(
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
