// The board index on the space document (`spaces/{spaceId}.boardIndex`) and the space page's links
// made from it. The space holds it; the boards feature keeps it (boards/board.ts decides every
// change, boards/store.ts writes it in the transactions that change boards).
import type { BoardLink, ImageRef } from '@spaces/contracts';

/**
 * One entry of `spaces/{spaceId}.boardIndex`, in page order: what slug checks, the board limit
 * and the space page's links need, kept in the same transactions that change boards so that
 * concurrent creates cannot pass the limit or share a slug.
 */
export interface BoardIndexEntry {
  boardId: string;
  slug: string;
  /** Earlier slugs that still redirect to this board; released when another board takes one. */
  formerSlugs: string[];
  title: string;
  visible: boolean;
  cover?: ImageRef;
  /** Published posts, kept by the public-board trigger. */
  postCount: number;
}

/** The space page's links: visible boards in the owner's order. */
export function boardLinksOf(index: readonly BoardIndexEntry[] | undefined): BoardLink[] {
  return (index ?? [])
    .filter((e) => e.visible)
    .map((e) => ({
      title: e.title,
      slug: e.slug,
      ...(e.cover && { cover: e.cover }),
      postCount: e.postCount,
    }));
}
