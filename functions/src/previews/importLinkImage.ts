import { importLinkImage as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

/** A previewed image, fetched once and staged as the owner's own upload for a card. */
export const importLinkImage = callable(contract, async (owner, { itemId, url }) => {
  const { countPreview } = await import('./store');
  const { failureOf } = await import('./preview');
  const { importRemoteImage } = await import('../images/importRemoteImage');
  const retryAfterSeconds = await countPreview(owner.uid);
  if (retryAfterSeconds !== undefined)
    return { failure: 'rate-limited' as const, retryAfterSeconds };
  try {
    const uploadId = await importRemoteImage(owner.uid, url, {
      slot: 'card',
      spaceId: owner.spaceId,
      itemId,
    });
    return { uploadId };
  } catch (error) {
    return { failure: failureOf(error) };
  }
});
