// Saving a space's embeds for the embeds feature: the list through the space's transaction, and
// which embeds still want a poster from their provider.
import {
  embedTargetOf,
  embedThumbnailUrl,
  type EmbedInput,
  type SpaceForEdit,
} from '@spaces/contracts';
import type { OwnerCredential } from '../platform/credential';
import { designOf, toSpaceForEdit } from './space';
import * as store from './store';

export interface SavedEmbeds {
  space: SpaceForEdit;
  /** Embeds without a poster whose provider serves a thumbnail, with its address. */
  postersWanted: { itemId: string; url: string }[];
}

export async function saveEmbeds(
  owner: OwnerCredential,
  inputs: readonly EmbedInput[],
): Promise<SavedEmbeds> {
  const space = await store.updateEmbeds(owner, inputs);
  const postersWanted = designOf(space).embeds.flatMap((embed) => {
    const url = embed.poster ? undefined : embedThumbnailUrl(embedTargetOf(embed));
    return url ? [{ itemId: embed.id, url }] : [];
  });
  return { space: toSpaceForEdit(owner.spaceId, space), postersWanted };
}
