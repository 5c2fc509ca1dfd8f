// Images an edit took off a space (a removed card's image) are listed on the space as
// `removedImages`; this deletes their objects, then takes them off the list. Delivery is at least
// once and the list is read from the event: deleting what is already gone is a no-op, and the
// list only loses the entries whose objects were deleted.
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import * as logs from '../platform/logs';
import { SPACE_DOCUMENT_PATH } from '../platform/documents';
import { SCALING } from '../platform/globalOptions';
import { bounded, retrying } from '../platform/triggers';

export const deleteRemovedImages = onDocumentUpdated(
  retrying({ document: SPACE_DOCUMENT_PATH, ...SCALING.trigger }),
  bounded('deleteRemovedImages', async (event) => {
    const { forgetRemovedImages, removedImagesOfSpace } = await import('../spaces/attachImage');
    const { deleteImages } = await import('./objects');
    const pending = removedImagesOfSpace(event.data?.after.data());
    if (pending.length === 0) return;
    const { spaceId } = event.params;
    logs.imagesDeleted('removed', spaceId, await deleteImages(pending));
    await forgetRemovedImages(
      spaceId,
      pending.map((image) => image.path),
    );
  }),
);
