// What an account's deletion (accountDeletion/) keeps on `users/{uid}` while it sweeps, and the
// document's own removal at the end.
import * as store from './store';

/** Adds `found` to the spaces the sweep has seen and answers them all. */
export const recordSweptSpaces = (uid: string, found: readonly string[]): Promise<string[]> =>
  store.recordSweptSpaces(uid, found);

/** Deletes `users/{uid}` with everything every feature kept there; answers whether it was there. */
export const deleteAccountDocument = (uid: string): Promise<boolean> => store.deleteAccountDoc(uid);
