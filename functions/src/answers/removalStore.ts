// Firestore glue for the operator hiding a public answer and showing it again (decision 071): the
// answer's post (hidden, as the boards hide any post) and its page's document (`removed`) change
// in one transaction, so the board and the page never disagree.
import { publicAnswerPath } from '@spaces/contracts';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { withOperatorMark, type StoredBoard, type StoredPost } from '../boards/board';
import { collections, converter, db } from '../platform/firestore';
import type { OperatorMark } from '../platform/removal';
import type { Space } from '../spaces/space';

/** Sets or clears the mark; answers false when the answer's post is gone. */
export async function markAnswer(
  spaceId: string,
  boardId: string,
  postId: string,
  mark: OperatorMark | undefined,
): Promise<boolean> {
  const spaceRef = collections
    .spaces()
    .withConverter(converter<Space & DocumentData>())
    .doc(spaceId);
  const boardRef = collections
    .boards(spaceId)
    .withConverter(converter<StoredBoard & DocumentData>())
    .doc(boardId);
  const postRef = collections
    .posts(spaceId, boardId)
    .withConverter(converter<StoredPost & DocumentData>())
    .doc(postId);
  return db().runTransaction(async (tx) => {
    const [space, board, post] = await Promise.all([
      tx.get(spaceRef),
      tx.get(boardRef),
      tx.get(postRef),
    ]);
    const stored = post.data();
    if (!stored) return false;
    const spaceSlug = space.data()?.slug;
    const boardSlug = board.data()?.slug;
    // Every read before the first write, as transactions need.
    const page =
      spaceSlug !== undefined && boardSlug !== undefined
        ? db().doc(publicAnswerPath(spaceSlug, boardSlug, postId))
        : undefined;
    const pageExists = page !== undefined && (await tx.get(page)).exists;
    const next = withOperatorMark(stored, mark);
    if (next !== stored) tx.set(postRef, next);
    if (page && pageExists) tx.update(page, { removed: mark ? true : FieldValue.delete() });
    return true;
  });
}
