// What deleting an account asks of spaces: the spaces the account owns, deleting one of them the
// way `deleteSpace` does (slug claims released in the same transaction), and releasing any slug
// claim of the account still left. Each is safe to repeat: the sweep that calls them resumes.
import * as store from './store';

/** Ids of every space the account owns now. */
export const spaceIdsOwnedBy = (uid: string): Promise<string[]> => store.spaceIdsOf(uid);

/** Deletes one of the account's spaces and its public document (gone already: nothing to do). */
export const deleteOwnedSpace = (uid: string, spaceId: string): Promise<boolean> =>
  store.deleteOwnedSpace(uid, spaceId);

/** Releases every slug claim the account still holds; answers how many. */
export const releaseSlugsOf = (uid: string): Promise<number> => store.releaseSlugsOf(uid);
