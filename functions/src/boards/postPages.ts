// Pages of a board's posts: pinned first, then newest first, ties by id, and the cursor past a
// page. Part of the boards' domain (board.ts re-exports it).
import { ValidationError } from '../platform/errors';
import type { StoredPost } from './board';

export interface PostPosition {
  pinned: boolean;
  createdAt: Date;
  postId: string;
}

export function encodePostCursor({ pinned, createdAt, postId }: PostPosition): string {
  return Buffer.from(JSON.stringify([pinned ? 1 : 0, createdAt.toISOString(), postId])).toString(
    'base64url',
  );
}

/** A cursor that does not decode is a bad request, never a crash. */
export function decodePostCursor(cursor: string): PostPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) {
      const [pinned, time, postId] = value as unknown[];
      const createdAt = new Date(typeof time === 'string' ? time : NaN);
      if (
        (pinned === 0 || pinned === 1) &&
        typeof postId === 'string' &&
        postId !== '' &&
        !Number.isNaN(createdAt.getTime())
      )
        return { pinned: pinned === 1, createdAt, postId };
    }
  } catch {
    // falls through to the validation error
  }
  throw new ValidationError([{ field: 'cursor', rule: 'pattern' }]);
}

/** A page from `size + 1` documents read: the page and the cursor past it, if there is more. */
export function pageOf<T>(
  docs: readonly (readonly [string, StoredPost])[],
  size: number,
  map: (id: string, post: StoredPost) => T,
): { items: T[]; next?: string } {
  const page = docs.slice(0, size);
  const last = page.at(-1);
  const items = page.map(([id, post]) => map(id, post));
  return docs.length > size && last
    ? {
        items,
        next: encodePostCursor({
          pinned: last[1].pinned,
          createdAt: last[1].createdAt,
          postId: last[0],
        }),
      }
    : { items };
}
