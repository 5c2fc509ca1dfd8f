// Where a space's documents are kept: the collections' names and the paths both sides read by.

export const PUBLIC_SPACES_COLLECTION = 'publicSpaces';

/** Document path of a space's public document; the public page reads exactly this. */
export function publicSpacePath(slug: string): string {
  return `${PUBLIC_SPACES_COLLECTION}/${slug}`;
}

/** `spaces/{spaceId}`: a space as its owner edits it, with its messages, boards and counters. */
export const SPACES_COLLECTION = 'spaces';

/** `slugs/{slug}`: one space's claim of a slug, current or former. */
export const SLUG_CLAIMS_COLLECTION = 'slugs';

export function slugClaimPath(slug: string): string {
  return `${SLUG_CLAIMS_COLLECTION}/${slug}`;
}

/**
 * The field of a former slug's claim that names the space's current slug: the public page
 * answers the old address with a permanent redirect there.
 */
export const SLUG_REDIRECT_FIELD = 'redirectTo';
