// When a space is deleted, its reports go too (decision 071): every report about it, every
// reported target with its snapshot, every notice to its owner; the decision log stays, stripped
// of the operator's words. Delivery is at least once; the purge is idempotent and a failure is
// retried by throwing.
import type { SpaceParams } from '../platform/documents';
import type { DocumentWrite } from '../platform/triggers';
import { purgeSpaceReports } from './purge';

export async function deleteSpaceReports({
  params: { spaceId },
}: DocumentWrite<SpaceParams>): Promise<void> {
  await purgeSpaceReports(spaceId);
}
