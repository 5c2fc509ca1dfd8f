import { updateSpaceEmbeds as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

/**
 * Saves the list, then asks the image pipeline for the provider's thumbnail of each embed that
 * has no poster yet. A thumbnail that cannot be fetched (the provider is down, or the machine is
 * offline) leaves the embed without one: the page draws the provider's placeholder and the owner
 * may upload a poster instead, so the save itself never fails for it.
 */
export const updateSpaceEmbeds = callable(contract, async (owner, { embeds }) => {
  const { saveEmbeds } = await import('../spaces/embeds');
  const { importRemoteImage } = await import('../images/importRemoteImage');
  const saved = await saveEmbeds(owner, embeds);
  await Promise.all(
    saved.postersWanted.map(({ itemId, url }) =>
      importRemoteImage(owner.uid, url, { slot: 'embed-poster', spaceId: owner.spaceId, itemId })
        .then(() => undefined)
        .catch(() => undefined),
    ),
  );
  return { space: saved.space };
});
