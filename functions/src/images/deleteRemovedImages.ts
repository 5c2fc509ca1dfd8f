// Images an edit took off a space (a removed card's image) are listed on the space as
// `removedImages`; this deletes their objects, then takes them off the list. Delivery is at least
// once and the list is read from the event: deleting what is already gone is a no-op, and the
// list only loses the entries whose objects were deleted. Most changes of a space list none, and
// load nothing of Storage.
import type { SpaceParams } from '../platform/documents';
import * as logs from '../platform/logs';
import type { DocumentWrite } from '../platform/triggers';

export async function deleteRemovedImages({
  params: { spaceId },
  after,
}: DocumentWrite<SpaceParams>): Promise<void> {
  const { forgetRemovedImages, removedImagesOfSpace } = await import('../spaces/attachImage');
  const pending = removedImagesOfSpace(after);
  if (pending.length === 0) return;
  const { deleteImages } = await import('./objects');
  logs.imagesDeleted('removed', spaceId, await deleteImages(pending));
  await forgetRemovedImages(
    spaceId,
    pending.map((image) => image.path),
  );
}
