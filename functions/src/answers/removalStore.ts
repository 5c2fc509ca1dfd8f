// Firestore glue for the operator hiding a public answer and showing it again (decision 071): the
// answer's post (hidden, as the boards hide any post) and its page's document
// (`publicAnswers/{postId}`, `removed`) change in one transaction, so the board and the page never
// disagree.
import { publicAnswerPath } from '@spaces/contracts';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { withOperatorMark, type StoredPost } from '../boards/board';
import { collections, converter, db } from '../platform/firestore';
import type { OperatorMark } from '../platform/removal';

/** Sets or clears the mark; answers false when the answer's post is gone. */
export async function markAnswer(
  spaceId: string,
  boardId: string,
  postId: string,
  mark: OperatorMark | undefined,
): Promise<boolean> {
  const postRef = collections
    .posts(spaceId, boardId)
    .withConverter(converter<StoredPost & DocumentData>())
    .doc(postId);
  const page = db().doc(publicAnswerPath(postId));
  return db().runTransaction(async (tx) => {
    // Every read before the first write, as transactions need.
    const [post, pageSnap] = await Promise.all([tx.get(postRef), tx.get(page)]);
    const stored = post.data();
    if (!stored) return false;
    const next = withOperatorMark(stored, mark);
    if (next !== stored) tx.set(postRef, next);
    if (pageSnap.exists) tx.update(page, { removed: mark ? true : FieldValue.delete() });
    return true;
  });
}
