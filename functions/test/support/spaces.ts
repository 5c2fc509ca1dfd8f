// Spaces made through the real createSpace callable, for the suites that work on one.
import { createSpace, type SpaceForEdit } from '@spaces/contracts';
import { newUser, type TestUser } from './auth';
import { call } from './call';
import { unique } from './stack';

/** A new space of `user` named Mika, under a fresh slug that starts with `prefix`. */
export async function newSpace(user: TestUser, prefix: string): Promise<SpaceForEdit> {
  const slug = `${prefix}-${unique()}`;
  return (await call(createSpace, user, { slug, displayName: 'Mika' })).space;
}

/**
 * A new space of a new user, so that no test runs into another's space limit (a user may own
 * only 10 spaces).
 */
export async function spaceOfNewOwner(
  prefix: string,
): Promise<{ owner: TestUser; space: SpaceForEdit }> {
  const owner = await newUser();
  return { owner, space: await newSpace(owner, prefix) };
}
