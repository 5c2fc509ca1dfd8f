// What a deleted space or account takes with it of reports (decision 071): every report about
// it, every reported target with its snapshot, every notice to its owner. The decision log stays,
// stripped of the operator's words, until its retention ends.
import * as logs from '../platform/logs';

/** Purges a deleted space's reports; idempotent, as its callers retry. */
export async function purgeSpaceReports(spaceId: string): Promise<number> {
  const store = await import('./store');
  const documents = await store.purgeSpace(spaceId);
  logs.reportsPurged('space', spaceId, documents);
  return documents;
}

/** Purges a deleted account's reports in every space it had; idempotent. */
export async function purgeAccountReports(uid: string): Promise<number> {
  const store = await import('./store');
  const documents = await store.purgeAccount(uid);
  logs.reportsPurged('account', uid, documents);
  return documents;
}
