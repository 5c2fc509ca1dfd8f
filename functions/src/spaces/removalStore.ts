// Firestore glue for the operator's marks on spaces (decision 071): taking one space down, and
// marking every space of a suspended owner. The spaces' triggers then rebuild the public
// documents (a removed page) and the boards' (none), as for any change of a space.
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../platform/firestore';
import type { OperatorMark } from '../platform/removal';

const NOT_FOUND = 5;

/**
 * Sets (or, with undefined, clears) one of the operator's marks on a space. Answers false when
 * the space is gone. Idempotent: the same mark set twice writes the same fields.
 */
export async function markSpace(
  spaceId: string,
  field: 'takenDown' | 'suspended',
  mark: OperatorMark | undefined,
): Promise<boolean> {
  try {
    await collections
      .spaces()
      .doc(spaceId)
      .update({ [field]: mark ?? FieldValue.delete() });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === NOT_FOUND) return false;
    throw error;
  }
}

/** Ids of every space `uid` owns. */
export async function spaceIdsOwnedBy(uid: string): Promise<string[]> {
  const owned = await collections.spaces().where('ownerUid', '==', uid).select().get();
  return owned.docs.map((doc) => doc.id);
}
