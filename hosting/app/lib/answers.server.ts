// Public answers for SSR: one read of `publicAnswers/{spaceSlug}:{boardSlug}:{postId}`, written by
// publishAnswer and deleted by unpublishAnswer.
import {
  boardSlugProblem,
  DOCUMENT_ID_PATTERN,
  isValidSlug,
  publicAnswerPath,
  type PublicAnswer,
} from '@spaces/contracts';
import { readDocument, removed } from './page-data.server';

const POST_ID = new RegExp(DOCUMENT_ID_PATTERN);

/** The answer as the page shows it: times as ms, so the loader's data stays plain. */
export type ShownAnswer = Omit<PublicAnswer, 'publishedAt' | 'updatedAt'> & {
  publishedAt: number;
  updatedAt: number;
};

export async function getPublicAnswer(
  spaceSlug: string,
  boardSlug: string,
  postId: string,
): Promise<ShownAnswer | null> {
  // Ids that can never have been published: skip the read.
  if (!isValidSlug(spaceSlug) || boardSlugProblem(boardSlug) !== null) return null;
  if (postId.length > 128 || !POST_ID.test(postId)) return null;
  const snapshot = await readDocument(publicAnswerPath(spaceSlug, boardSlug, postId));
  if (!snapshot.exists) return null;
  const doc = snapshot.data() as PublicAnswer;
  // The operator hid it (decision 071): its page says so, and shows nothing of it.
  if (doc.removed === true) removed();
  return {
    spaceSlug: doc.spaceSlug,
    boardSlug: doc.boardSlug,
    postId: doc.postId,
    question: doc.question,
    answer: doc.answer,
    ...(doc.name !== undefined && { name: doc.name }),
    lang: doc.lang,
    publishedAt: doc.publishedAt.toMillis(),
    updatedAt: doc.updatedAt.toMillis(),
  };
}
