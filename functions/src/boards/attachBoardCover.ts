// The image pipeline's way to put a processed cover on a board (slot `board-cover`, itemId = the
// board's id): the replaced cover comes back so the pipeline can delete its objects.
import type { ImageRef } from '@spaces/contracts';
import * as store from './store';

export type BoardCoverOutcome = store.CoverOutcome;

export function attachBoardCover(
  spaceId: string,
  boardId: string,
  uid: string,
  image: ImageRef,
): Promise<BoardCoverOutcome> {
  return store.attachCover(spaceId, boardId, uid, image);
}
