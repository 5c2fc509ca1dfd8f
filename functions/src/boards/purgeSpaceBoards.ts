// What a deleted space leaves outside its document in the boards feature — boards, their posts,
// the public board documents — for the account sweep, which deletes them itself rather than wait
// for the trigger (both are idempotent).
import * as store from './store';

/** Deletes every board of the space with its posts and public documents. */
export const purgeSpaceBoards = (spaceId: string): Promise<number> =>
  store.deleteSpaceBoards(spaceId);
