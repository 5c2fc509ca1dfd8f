// When a space is deleted, its images' objects go too: the images are read from the deleted
// document's last data. Delivery is at least once; deleting what is already gone is a no-op.
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import * as logs from '../platform/logs';
import { SPACE_DOCUMENT_PATH } from '../platform/documents';
import { SCALING } from '../platform/globalOptions';
import { bounded, retrying } from '../platform/triggers';

export const deleteSpaceImages = onDocumentDeleted(
  retrying({ document: SPACE_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('deleteSpaceImages', async (event) => {
    const { imagesOfSpace } = await import('../spaces/attachImage');
    const { deleteImages } = await import('./objects');
    const images = imagesOfSpace(event.data?.data());
    logs.imagesDeleted('space', event.params.spaceId, await deleteImages(images));
  }),
);
