// The account's icon, for the image pipeline (attaching) and the image callables (removing).
import type { ImageRef } from '@spaces/contracts';
import * as store from './store';

/** Sets the icon; answers the icon it replaced (none when it was already this one). */
export const attachIcon = (uid: string, icon: ImageRef): Promise<ImageRef | undefined> =>
  store.setIcon(uid, icon);

/** Removes the icon; answers the icon removed, if there was one. */
export const detachIcon = (uid: string): Promise<ImageRef | undefined> =>
  store.setIcon(uid, undefined);
