// Firestore's place for the SSR bench's servers and tests: the one public document, found at its
// path; every other read misses. Imports nothing at run time, so that ssr-server.ts's bundle
// stays as it was.
import type { PublicSpace } from '@spaces/contracts';

/** What the page data source finds at `documentPath` when `space` is the only document. */
export function onlyDocument(space: PublicSpace, documentPath: string) {
  const found = documentPath === `publicSpaces/${space.slug}`;
  const fields = space as unknown as Record<string, unknown>;
  return {
    exists: found,
    data: () => (found ? fields : undefined),
    get: (field: string) => (found ? fields[field] : undefined),
  };
}
