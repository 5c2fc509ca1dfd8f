// Public boards for SSR: one read of the denormalised `publicBoards/{spaceSlug}:{boardSlug}`
// document, which the backend triggers keep in step with the board and its posts.
import {
  boardSlugProblem,
  isValidSlug,
  publicBoardPath,
  type PublicBoard,
} from '@spaces/contracts';
import { readDocument } from './page-data.server';

/** The board (or a former slug's redirect) at these slugs, or null when there is none. */
export async function getPublicBoard(
  spaceSlug: string,
  boardSlug: string,
): Promise<PublicBoard | null> {
  // Invalid slugs can never have been published: skip the read.
  if (!isValidSlug(spaceSlug) || boardSlugProblem(boardSlug) !== null) return null;
  const snapshot = await readDocument(publicBoardPath(spaceSlug, boardSlug));
  return snapshot.exists ? (snapshot.data() as PublicBoard) : null;
}
