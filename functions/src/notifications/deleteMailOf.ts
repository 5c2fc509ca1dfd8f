// What deleting an account asks of notifications: the account's mail documents go with it, sent
// or not (the TTL policy would only remove them a month later).
import * as store from './store';

/** Deletes every mail document addressed for `uid`; answers how many. */
export const deleteMailOf = (uid: string): Promise<number> => store.deleteMailOf(uid);
