// What deleting an account asks of link previews: the account's hourly counter, whose id carries
// the uid. Deleting what is already gone is a no-op, so the sweep may repeat it.
import * as store from './store';

/** Deletes the user's preview counter; answers how many documents went (0 or 1). */
export const deleteUserPreviews = (uid: string): Promise<number> =>
  store.deletePreviewCounterOf(uid);
