// What the image pipeline and the image callables ask of boards about covers (slot
// `board-cover`, itemId = the board's id): put a processed cover on a board, or take it off. The
// board's own transaction decides; the caller deletes objects. (A deleted board's cover joins the
// space's `removedImages`; a deleted space's covers are read from its `boardIndex`.)
import type { ImageRef } from '@spaces/contracts';
import type { OwnerCredential } from '../platform/credential';
import * as store from './store';

export type BoardCoverOutcome = store.CoverOutcome;

/** Attaches a processed cover if the board exists and the space is still `uid`'s. */
export function attachBoardCover(
  spaceId: string,
  boardId: string,
  uid: string,
  image: ImageRef,
): Promise<BoardCoverOutcome> {
  return store.setCover(spaceId, boardId, uid, image);
}

/** Takes the cover off the owner's board; answers the cover removed, if there was one. */
export async function detachBoardCover(
  owner: OwnerCredential,
  boardId: string,
): Promise<ImageRef | undefined> {
  const result = await store.setCover(owner.spaceId, boardId, owner.uid, undefined);
  return result.outcome === 'attached' ? result.replaced : undefined;
}
