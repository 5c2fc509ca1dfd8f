// Public spaces for SSR: one read of the denormalised `publicSpaces/{slug}` document, which the
// backend trigger keeps in step with the space and removes when it is unpublished or deleted.
// A miss costs one more read: a renamed space's old slug answers with a permanent redirect.
import {
  isRemovedPublicSpace,
  isValidSlug,
  publicSpacePath,
  slugClaimPath,
  SLUG_REDIRECT_FIELD,
  type PublicSpace,
} from '@spaces/contracts';
import { redirect } from 'react-router';
import { readDocument, removed } from './page-data.server';

/**
 * The published space at `slug`, or null when there is none to show. Throws a 301 redirect (a
 * Response, which a loader passes on) when `slug` is a renamed space's former slug; `rest` is the
 * path after the slug to keep, such as `/letter`. Throws the 410 "removed" page when the operator
 * keeps the space off the web.
 */
export async function getPublicSpace(slug: string, rest = ''): Promise<PublicSpace | null> {
  // An invalid slug can never have been published: skip the read.
  if (!isValidSlug(slug)) return null;
  const snapshot = await readDocument(publicSpacePath(slug));
  if (snapshot.exists) {
    const doc: unknown = snapshot.data();
    // Taken down, or its owner suspended: every page of the space answers "removed".
    if (isRemovedPublicSpace(doc)) removed();
    return doc as PublicSpace;
  }
  const target = redirectTarget(
    (await readDocument(slugClaimPath(slug))).get(SLUG_REDIRECT_FIELD),
    slug,
  );
  if (target) throw redirect(`/${target}${rest}`, 301);
  return null;
}

/** Where a claim's redirect field sends a visitor, if it names another valid slug. */
export function redirectTarget(value: unknown, slug: string): string | null {
  return typeof value === 'string' && value !== slug && isValidSlug(value) ? value : null;
}
