import { updateSpaceEmbeds as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';
import * as logs from '../platform/logs';

/**
 * Saves the list, then asks the image pipeline for the provider's thumbnail of each embed that
 * has no poster yet, as far as the space's poster ledger allows (one fetch at a time per embed, a
 * few attempts each, a count per hour; decision 067). A thumbnail that cannot be fetched (the
 * provider is down, or the machine is offline) is logged and leaves the embed without one: the
 * page draws the provider's placeholder and the owner may upload a poster instead, so the save
 * itself never fails for it.
 */
export const updateSpaceEmbeds = callable(contract, async (owner, { embeds }) => {
  const { saveEmbeds } = await import('../spaces/embeds');
  const { importRemoteImage } = await import('../images/importRemoteImage');
  const { claimPosterFetches } = await import('./store');
  const { fetchPosters } = await import('./posters');
  const saved = await saveEmbeds(owner, embeds);
  await fetchPosters(
    await claimPosterFetches(owner.spaceId, saved.postersWanted),
    ({ itemId, url }) =>
      importRemoteImage(owner.uid, url, { slot: 'embed-poster', spaceId: owner.spaceId, itemId }),
    ({ itemId }, reason) => logs.embedPosterFailed(owner.spaceId, itemId, reason),
  );
  return { space: saved.space };
});
