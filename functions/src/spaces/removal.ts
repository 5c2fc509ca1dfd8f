// What the operator's console does to spaces (decision 071), for the operator feature: take one
// space down or bring it back, and keep every space of a suspended account off the web while the
// suspension lasts. The spaces keep all their data; only their public documents change.
import type { OperatorMark } from '../platform/removal';
import { markSpace, spaceIdsOwnedBy } from './removalStore';

/** Takes the space down (`mark`) or restores it (undefined); false when the space is gone. */
export function setSpaceTakenDown(spaceId: string, mark: OperatorMark | undefined) {
  return markSpace(spaceId, 'takenDown', mark);
}

/** Marks every space of `uid` as its owner's suspension says; answers how many it marked. */
export async function setOwnerSpacesSuspended(
  uid: string,
  mark: OperatorMark | undefined,
): Promise<number> {
  let marked = 0;
  for (const spaceId of await spaceIdsOwnedBy(uid))
    if (await markSpace(spaceId, 'suspended', mark)) marked++;
  return marked;
}
