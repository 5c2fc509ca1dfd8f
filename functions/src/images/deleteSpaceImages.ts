// When a space is deleted, its images' objects go too: the images are read from the deleted
// document's last data. Delivery is at least once; deleting what is already gone is a no-op.
import type { SpaceParams } from '../platform/documents';
import * as logs from '../platform/logs';
import type { DocumentWrite } from '../platform/triggers';

export async function deleteSpaceImages({
  params: { spaceId },
  before,
}: DocumentWrite<SpaceParams>): Promise<void> {
  const { imagesOfSpace } = await import('../spaces/attachImage');
  const { deleteImages } = await import('./objects');
  logs.imagesDeleted('space', spaceId, await deleteImages(imagesOfSpace(before)));
}
