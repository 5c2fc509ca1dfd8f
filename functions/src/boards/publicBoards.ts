// The public board documents: what a board shows visitors under its current slug and the redirects
// under its former ones, and comparing them with what is stored. Part of the boards' domain
// (board.ts re-exports it).
import {
  LIMITS,
  publicBoardId,
  type Background,
  type PublicBoard,
  type SpaceTop,
  type Theme,
} from '@spaces/contracts';
import { isPublicSpace, type SpaceRemoval } from '../platform/removal';
import { boardDisplay, toPublicPost, type StoredBoard, type StoredPost } from './board';
import { pageOf } from './postPages';

/** What the public documents are built from. */
export interface PublicBoardSource {
  spaceId: string;
  space:
    | ({
        slug: string;
        published: boolean;
        top: SpaceTop;
        background?: Background;
        theme?: Theme;
      } & SpaceRemoval)
    | undefined;
  boardId: string;
  board: StoredBoard | undefined;
  /** The first published posts, in page order, `boardPostsPageSize + 1` at most. */
  firstPosts: readonly (readonly [string, StoredPost])[];
  postCount: number;
}

/**
 * Every public document a board should have, by document id: the board under its current slug
 * and a redirect under each former slug, while the space is published and the board visible.
 */
export function desiredPublicBoards(source: PublicBoardSource): Map<string, PublicBoard> {
  const { space, board, spaceId, boardId } = source;
  const docs = new Map<string, PublicBoard>();
  // A space the operator took down, or whose owner is suspended, keeps its boards off the web.
  if (!isPublicSpace(space) || !board?.visible) return docs;
  const page = pageOf(source.firstPosts, LIMITS.boardPostsPageSize, toPublicPost);
  docs.set(publicBoardId(space.slug, board.slug), {
    spaceId,
    boardId,
    spaceSlug: space.slug,
    space: {
      displayName: space.top.displayName,
      ...(space.top.avatar && { avatar: space.top.avatar }),
      ...(space.top.shareImage && { shareImage: space.top.shareImage }),
      ...(space.top.shareDescription && { shareDescription: space.top.shareDescription }),
      // Spaces written before the theme existed have none: their boards fall back to the default.
      ...(space.background && { background: space.background }),
      ...(space.theme && { theme: space.theme }),
    },
    board: { ...boardDisplay(board), postCount: source.postCount },
    posts: page.items,
    ...(page.next !== undefined && { next: page.next }),
  });
  for (const former of board.formerSlugs)
    docs.set(publicBoardId(space.slug, former), {
      spaceId,
      boardId,
      spaceSlug: space.slug,
      redirectTo: board.slug,
    });
  return docs;
}

/** Same content, whatever the key order Firestore hands back. */
export function sameDocument(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}
