// Building a space's public document and deciding how to bring `publicSpaces` in line with the
// space. Pure, so that repeated and out-of-order trigger deliveries can be tested without Firestore.
import {
  publicPageOf,
  validator,
  PublicSpaceSchema,
  type PublicSpace,
  type RemovedPublicSpace,
} from '@spaces/contracts';
import { isRemovedSpace } from '../platform/removal';
import { boardLinksOf } from './boardIndex';
import { designOf, messageSettingsOf, moderationOf, type Space } from './space';

const isPublicSpace = validator(PublicSpaceSchema);

export function buildPublicSpace(
  spaceId: string,
  space: Space,
  sourceUpdateTime: string,
): PublicSpace {
  const page = publicPageOf({
    spaceId,
    slug: space.slug,
    top: space.top,
    sns: space.sns,
    buttons: space.buttons,
    ...designOf(space),
    messages: messageSettingsOf(space),
    wall: space.wall ?? [],
    ...(space.wallNext !== undefined && { wallNext: space.wallNext }),
    boards: boardLinksOf(space.boardIndex),
    moderation: moderationOf(space),
  });
  return { ...page, sourceUpdateTime };
}

/** What a published space's public document is. */
export type StoredPublicSpace = PublicSpace | RemovedPublicSpace;

export interface PublicSyncPlan {
  /**
   * The public document to write, if it differs from what is stored: the page, or only that it
   * was removed while the operator keeps the space off the web (decision 071).
   */
  write?: StoredPublicSpace;
  /** Slugs whose public documents of this space must go (unpublished, deleted or renamed). */
  remove: string[];
  /** Why nothing could be published although the space is published. */
  skipped?: 'slug-held-by-other-space' | 'invalid-document';
}

/**
 * What to do given the space as it is now (undefined once deleted), its update time, and the
 * public documents currently stored under every slug this space may have used.
 */
export function planPublicSync(
  spaceId: string,
  space: Space | undefined,
  sourceUpdateTime: string | undefined,
  stored: ReadonlyMap<string, StoredPublicSpace | undefined>,
): PublicSyncPlan {
  const target = space?.published ? space.slug : undefined;
  const remove = [...stored]
    .filter(([slug, doc]) => doc?.spaceId === spaceId && slug !== target)
    .map(([slug]) => slug);
  if (!space || target === undefined || sourceUpdateTime === undefined) return { remove };

  const current = stored.get(target);
  if (current && current.spaceId !== spaceId)
    return { remove, skipped: 'slug-held-by-other-space' };
  // Update times order the versions: an equal or newer stored version means nothing to do.
  if (current && current.sourceUpdateTime >= sourceUpdateTime) return { remove };

  if (isRemovedSpace(space))
    return { write: { spaceId, slug: target, removed: true, sourceUpdateTime }, remove };
  const write = buildPublicSpace(spaceId, space, sourceUpdateTime);
  if (!isPublicSpace(write)) return { remove, skipped: 'invalid-document' };
  return { write, remove };
}

/** A Firestore update time as a fixed-width ISO string with nanoseconds, so it orders as text. */
export function updateTimeKey(seconds: number, nanoseconds: number): string {
  const whole = new Date(seconds * 1000).toISOString().slice(0, 19);
  return `${whole}.${String(nanoseconds).padStart(9, '0')}Z`;
}
