// What the image pipeline and the image callables ask of boards about covers (slot
// `board-cover`, itemId = the board's id): put a processed cover on a board, take it off, and read
// a deleted board's cover. The board's own transaction decides; the caller deletes objects.
import { ImageRefSchema, validator, type ImageRef } from '@spaces/contracts';
import type { OwnerCredential } from '../platform/credential';
import * as store from './store';

export type BoardCoverOutcome = store.CoverOutcome;

/** The board document path, for the trigger that deletes a deleted board's cover. */
export const BOARD_DOCUMENT_PATH = store.BOARD_DOCUMENT_PATH;

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

const isImageRef = validator(ImageRefSchema);

/** The cover a stored board document held (its last data, once deleted), if a valid one. */
export function coverOfBoard(data: unknown): ImageRef | undefined {
  const cover = (data as { cover?: unknown } | undefined)?.cover;
  return isImageRef(cover) ? cover : undefined;
}
