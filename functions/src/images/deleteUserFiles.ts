// What deleting an account asks of the image pipeline: every object of the user in Storage (staged
// uploads, processed images of any slot, board covers included) and every record of their
// uploads. Deleting what is already gone is a no-op, so the sweep may repeat it.
import { deleteObjectsUnder } from './objects';
import * as store from './store';
import { userFolders } from './upload';

/** Deletes the user's objects under both of their folders; answers how many objects went. */
export async function deleteUserObjects(uid: string): Promise<number> {
  let deleted = 0;
  for (const folder of userFolders(uid)) deleted += await deleteObjectsUnder(folder);
  return deleted;
}

/** Deletes the user's upload records (`imageUploads` with their uid); answers how many. */
export const deleteUploadRecords = (uid: string): Promise<number> => store.deleteUploadsOf(uid);
