// Firestore glue for the operator hiding a post and showing it again (decision 071). The posts'
// trigger then rebuilds the board's public documents, as for any change of a post.
import type { DocumentData } from 'firebase-admin/firestore';
import { collections, converter, db } from '../platform/firestore';
import type { OperatorMark } from '../platform/removal';
import { withOperatorMark, type StoredPost } from './board';

/**
 * Sets or clears the operator's mark on one post in a transaction; answers the post as it now
 * is, or undefined when it is gone.
 */
export async function markPost(
  spaceId: string,
  boardId: string,
  postId: string,
  mark: OperatorMark | undefined,
): Promise<StoredPost | undefined> {
  const ref = collections
    .posts(spaceId, boardId)
    .withConverter(converter<StoredPost & DocumentData>())
    .doc(postId);
  return db().runTransaction(async (tx) => {
    const post = (await tx.get(ref)).data();
    if (!post) return undefined;
    const next = withOperatorMark(post, mark);
    if (next !== post) tx.set(ref, next);
    return next;
  });
}
