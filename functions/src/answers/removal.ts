// What the operator's console does to a public answer (decision 071), for the operator feature:
// hide the page and its post whatever the owner does, or show them again.
import type { OperatorMark } from '../platform/removal';
import { markAnswer } from './removalStore';

/** Hides the answer (`mark`) or shows it again (undefined); false when it is gone. */
export function setAnswerHidden(
  spaceId: string,
  boardId: string,
  postId: string,
  mark: OperatorMark | undefined,
): Promise<boolean> {
  return markAnswer(spaceId, boardId, postId, mark);
}
