// A space the operator keeps off the web (decision 071), as its public document says it.

/**
 * What `publicSpaces/{slug}` holds while the operator keeps a published space off the web (taken
 * down, or its owner suspended): no content at all, only that it was removed, so that its pages
 * answer "removed" (410) rather than show or 404.
 */
export interface RemovedPublicSpace {
  spaceId: string;
  slug: string;
  removed: true;
  sourceUpdateTime: string;
}

export function isRemovedPublicSpace(doc: unknown): doc is RemovedPublicSpace {
  return typeof doc === 'object' && doc !== null && (doc as { removed?: unknown }).removed === true;
}
