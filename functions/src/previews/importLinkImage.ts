import { importLinkImage as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

/**
 * A previewed image, fetched once and staged as the owner's own upload for a card or a button's
 * thumbnail; without an item, held for a row not saved yet.
 */
export const importLinkImage = callable(contract, async (owner, { slot = 'card', itemId, url }) => {
  const { countPreview } = await import('./store');
  const { failureOf } = await import('./preview');
  const { importRemoteImage } = await import('../images/importRemoteImage');
  const retryAfterSeconds = await countPreview(owner.uid);
  if (retryAfterSeconds !== undefined)
    return { failure: 'rate-limited' as const, retryAfterSeconds };
  try {
    const uploadId = await importRemoteImage(owner.uid, url, {
      slot,
      spaceId: owner.spaceId,
      ...(itemId !== undefined && { itemId }),
    });
    return { uploadId };
  } catch (error) {
    return { failure: failureOf(error) };
  }
});
