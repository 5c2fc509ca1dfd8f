// What the operator's console does to a board post (decision 071), for the operator feature:
// hide it whatever the owner does, or show it again with the status it had.
import type { OperatorMark } from '../platform/removal';
import { markPost } from './removalStore';

/** Hides the post (`mark`) or shows it again (undefined); false when the post is gone. */
export async function setPostHidden(
  spaceId: string,
  boardId: string,
  postId: string,
  mark: OperatorMark | undefined,
): Promise<boolean> {
  return (await markPost(spaceId, boardId, postId, mark)) !== undefined;
}
