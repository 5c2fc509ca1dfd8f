// The first steps of a new space, each checked off from what the space already has — never from
// a stored flag, so a step undone (the picture removed, the page unpublished) shows as open again.
import { samplesOf, type SampleItem, type SpaceForEdit } from '@spaces/contracts';

export const FIRST_STEPS = ['picture', 'links', 'publish', 'share'] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];

export interface FirstStepsState {
  done: Record<FirstStep, boolean>;
  /**
   * The template's samples still on the space — the bio, buttons, cards and text blocks the owner
   * has not made their own. The public page leaves them out (decision 072); the step lists them.
   */
  samples: SampleItem[];
  allDone: boolean;
}

type Source = Pick<SpaceForEdit, 'top' | 'sns' | 'buttons' | 'cards' | 'texts' | 'published'>;

/**
 * `visited`: the published page has had a visit (from the space's insights); unknown counts as
 * not yet.
 */
export function firstSteps(space: Source, visited: boolean): FirstStepsState {
  const samples = samplesOf(space);
  const done = {
    picture: space.top.avatar !== undefined,
    links: space.sns.length > 0 && samples.length === 0,
    publish: space.published,
    share: space.published && visited,
  };
  return { done, samples, allDone: FIRST_STEPS.every((step) => done[step]) };
}

/** The section of the editor where a sample is edited. */
export const SAMPLE_SECTIONS = {
  bio: 'top',
  button: 'button',
  card: 'card',
  text: 'text',
} as const;
