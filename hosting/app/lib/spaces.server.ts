// Public spaces for SSR: one read of the denormalised `publicSpaces/{slug}` document, which the
// backend trigger keeps in step with the space and removes when it is unpublished or deleted.
import { isValidSlug, publicSpacePath, type PublicSpace } from '@spaces/contracts';
import { adminFirestore } from './firebase-admin.server';

/** The published space at `slug`, or null when there is none to show. */
export async function getPublicSpace(slug: string): Promise<PublicSpace | null> {
  // An invalid slug can never have been published: skip the read.
  if (!isValidSlug(slug)) return null;
  const snapshot = await adminFirestore().doc(publicSpacePath(slug)).get();
  return snapshot.exists ? (snapshot.data() as PublicSpace) : null;
}
