// Who owns a space. The `owner` policy's look-up: which space a payload names (by `spaceId` or
// `slug`) and who owns it, reading only the owner field's documents, so the wrapper can refuse a
// stranger before any handler runs; and the re-check every store makes inside its transaction.
import { normalizeSlug } from '@spaces/contracts';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import type { OwnerCredential } from './credential';
import { collections, converter } from './firestore';
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

/**
 * The owner's space, read in `tx` when given, re-checking inside the store's own reads that the
 * caller owns it (the policy's look-up above ran before the handler, outside any transaction).
 * Every store that changes or lists what an owner has reads the space through this: NotFoundError
 * when it is gone, ForbiddenError when it is someone else's. `T` is the space's document type,
 * which its feature (`spaces/space.ts`) declares.
 */
export async function ownedSpace<T extends { ownerUid: string }>(
  owner: OwnerCredential,
  tx?: Transaction,
): Promise<T> {
  const ref = collections.spaces().withConverter(converter<T & DocumentData>()).doc(owner.spaceId);
  const space = (tx ? await tx.get(ref) : await ref.get()).data();
  if (!space) throw new NotFoundError();
  owner.assertOwns(space);
  return space;
}
