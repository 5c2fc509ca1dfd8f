// What deleting an account asks of the image pipeline: every object of the user in Storage (staged
// uploads, processed images of any slot, board covers included, and their exports) and every
// record of their uploads. Deleting what is already gone is a no-op, so the sweep may repeat it.
import { EXPORTS_FOLDER } from '@spaces/contracts';
import { deleteObjectsUnder } from './objects';
import * as store from './store';
import { userFolders } from './upload';

/** Deletes the user's objects under each of their folders; answers how many objects went. */
export async function deleteUserObjects(uid: string): Promise<number> {
  let deleted = 0;
  // Exports would go within a day anyway; an account's deletion takes them at once.
  const folders = [...userFolders(uid), `${EXPORTS_FOLDER}/${uid}/`];
  for (const folder of folders) deleted += await deleteObjectsUnder(folder);
  return deleted;
}

/** Deletes the user's upload records (`imageUploads` with their uid); answers how many. */
export const deleteUploadRecords = (uid: string): Promise<number> => store.deleteUploadsOf(uid);
