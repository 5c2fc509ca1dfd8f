// Public answers for SSR: `publicAnswers/{postId}`, written by publishAnswer and deleted by
// unpublishAnswer, and whether the answer is shown now: its board and its post as they are, read
// side by side (decision 067), so hiding either takes the page down at once.
import {
  answerShown,
  DOCUMENT_ID_PATTERN,
  publicAnswerPath,
  type PublicAnswer,
} from '@spaces/contracts';
import { readDocument, removed } from './page-data.server';

const ID = new RegExp(DOCUMENT_ID_PATTERN);
const isId = (id: string) => id.length <= 128 && ID.test(id);

/** The answer as the page shows it: times as ms, so the loader's data stays plain. */
export type ShownAnswer = Omit<PublicAnswer, 'publishedAt' | 'updatedAt'> & {
  publishedAt: number;
  updatedAt: number;
};

/** The answer on post `postId`, from whichever address it was asked for; null when none. */
export async function getPublicAnswer(postId: string): Promise<ShownAnswer | null> {
  // An id that can never have been published: skip the read.
  if (!isId(postId)) return null;
  const snapshot = await readDocument(publicAnswerPath(postId));
  if (!snapshot.exists) return null;
  const doc = snapshot.data() as PublicAnswer;
  // The operator hid it (decision 071): its page says so, and shows nothing of it.
  if (doc.removed === true) removed();
  return {
    spaceId: doc.spaceId,
    boardId: doc.boardId,
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

// docs/data-model.md: a board lives under its space, its posts under the board.
const boardPath = (a: ShownAnswer) => `spaces/${a.spaceId}/boards/${a.boardId}`;

/**
 * The current slug of the answer's board while the answer is shown (its board visible, its post
 * published), else null. Two reads at once.
 */
export async function shownBoardSlug(answer: ShownAnswer): Promise<string | null> {
  if (!isId(answer.spaceId) || !isId(answer.boardId)) return null;
  const [board, post] = await Promise.all([
    readDocument(boardPath(answer)),
    readDocument(`${boardPath(answer)}/posts/${answer.postId}`),
  ]);
  const shown = answerShown(
    board.exists ? { visible: board.get('visible') } : undefined,
    post.exists ? { status: post.get('status') } : undefined,
  );
  const slug: unknown = board.get('slug');
  return shown && typeof slug === 'string' ? slug : null;
}
