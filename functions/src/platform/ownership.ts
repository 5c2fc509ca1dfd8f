// The `owner` policy's look-up: which space a payload names (by `spaceId` or `slug`) and who owns
// it. It reads only the owner field's documents, so the wrapper can refuse a stranger before any
// handler runs; stores still re-check ownership inside their transactions.
import { normalizeSlug } from '@spaces/contracts';
import { collections } from './firestore';
import { NotFoundError } from './errors';

export interface SpaceRef {
  spaceId?: string;
  slug?: string;
}

/** The space a payload names and its owner; NotFoundError when there is none. */
export async function spaceOwner(ref: SpaceRef): Promise<{ id: string; ownerUid: string }> {
  if (ref.spaceId !== undefined) {
    const ownerUid: unknown = (await collections.spaces().doc(ref.spaceId).get()).get('ownerUid');
    if (typeof ownerUid !== 'string') throw new NotFoundError();
    return { id: ref.spaceId, ownerUid };
  }
  if (ref.slug !== undefined) {
    const claim = await collections.slugs().doc(normalizeSlug(ref.slug)).get();
    const spaceId: unknown = claim.get('spaceId');
    const ownerUid: unknown = claim.get('ownerUid');
    if (typeof spaceId !== 'string' || typeof ownerUid !== 'string') throw new NotFoundError();
    return { id: spaceId, ownerUid };
  }
  throw new NotFoundError();
}
