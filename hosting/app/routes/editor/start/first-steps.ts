// The first steps of a new space, each checked off from what the space already has — never from
// a stored flag, so a step undone (the picture removed, the page unpublished) shows as open again.
import { isPlaceholderLink, type SpaceForEdit } from '@spaces/contracts';

export const FIRST_STEPS = ['picture', 'links', 'publish', 'share'] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];

export interface FirstStepsState {
  done: Record<FirstStep, boolean>;
  /** Sample links from the template the owner has not replaced yet. */
  sampleLinks: number;
  allDone: boolean;
}

/**
 * `visited`: the published page has had a visit (from the space's insights); unknown counts as
 * not yet.
 */
export function firstSteps(
  space: Pick<SpaceForEdit, 'top' | 'sns' | 'buttons' | 'cards' | 'published'>,
  visited: boolean,
): FirstStepsState {
  const sampleLinks = [...space.buttons, ...space.cards].filter((item) =>
    isPlaceholderLink(item.url),
  ).length;
  const done = {
    picture: space.top.avatar !== undefined,
    links: space.sns.length > 0 && sampleLinks === 0,
    publish: space.published,
    share: space.published && visited,
  };
  return { done, sampleLinks, allDone: FIRST_STEPS.every((step) => done[step]) };
}
