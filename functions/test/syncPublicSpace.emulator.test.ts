// The trigger that keeps publicSpaces/{slug} in line with spaces/{spaceId}, observed end to end:
// callables write the space, the Functions emulator runs the trigger, Firestore shows the result.
import {
  createSpace,
  deleteSpace,
  setSpacePublished,
  updateSpaceButtons,
  updateSpaceSns,
  updateSpaceTop,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { call, beforeCalls } from './support/call';
import {
  publicUpdateTime,
  readPublicSpace,
  redeliver,
  waitForPublicSpace,
} from './support/firestore';
import { unique } from './support/stack';

let owner: TestUser;

// Calls are quick, but on a busy machine the Functions emulator may start a fresh worker for one
// of them, which alone can take tens of seconds.
beforeCalls(
  [createSpace, updateSpaceSns, updateSpaceButtons, updateSpaceTop, setSpacePublished, deleteSpace],
  {
    before: async () => {
      owner = await newUser();
    },
    after: async () => {
      await warmUpTrigger();
    },
  },
);

/**
 * Starts the trigger's worker: an event that arrives while it is still starting may be dropped,
 * so a throwaway space is touched until its public document shows the trigger ran.
 */
async function warmUpTrigger(): Promise<void> {
  const { space } = await call(createSpace, owner, { slug: `w-${unique()}`, displayName: 'Warm' });
  for (let attempt = 0; attempt < 6; attempt++) {
    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: attempt % 2 === 0 });
    const shouldExist = attempt % 2 === 0;
    try {
      await waitForPublicSpace(space.slug, (doc) => (doc !== undefined) === shouldExist, 30_000);
      break;
    } catch {
      // Dropped while the worker started: touch the space again.
    }
  }
  await call(deleteSpace, owner, { spaceId: space.spaceId });
}

describe('syncPublicSpace', () => {
  it('publishes, updates and withdraws the public document', async () => {
    const { space } = await call(createSpace, owner, {
      slug: `p-${unique()}`,
      displayName: 'Mika',
    });
    const { spaceId, slug } = space;
    await call(updateSpaceSns, owner, { spaceId, sns: [{ service: 'github', value: 'mika' }] });
    await call(updateSpaceButtons, owner, {
      spaceId,
      buttons: [
        {
          label: 'Second',
          url: 'https://b.example/',
          color: 'secondary',
          variant: 'outline',
          visible: true,
        },
        {
          label: 'Hidden',
          url: 'https://h.example/',
          color: 'neutral',
          variant: 'ghost',
          visible: false,
        },
        {
          label: 'Third',
          url: 'https://c.example/',
          color: 'primary',
          variant: 'solid',
          visible: true,
        },
      ],
    });
    // Private until published.
    expect(await readPublicSpace(slug)).toBeUndefined();

    await call(setSpacePublished, owner, { spaceId, published: true });
    const published = await waitForPublicSpace(slug, (doc) => doc !== undefined);
    expect(published).toMatchObject({
      spaceId,
      slug,
      top: { displayName: 'Mika' },
      sns: [{ service: 'github', url: 'https://github.com/mika', handle: 'mika' }],
    });
    expect(published!.buttons.map((b) => b.label)).toEqual(['Second', 'Third']);
    expect(published).not.toHaveProperty('ownerUid');

    await call(updateSpaceTop, owner, {
      spaceId,
      top: { displayName: 'Mika 2', bio: 'hi', layout: 'left' },
    });
    const updated = await waitForPublicSpace(slug, (doc) => doc?.top.displayName === 'Mika 2');
    expect(updated!.sourceUpdateTime > published!.sourceUpdateTime).toBe(true);
    expect(updated!.top).toEqual({ displayName: 'Mika 2', bio: 'hi', layout: 'left' });

    await call(setSpacePublished, owner, { spaceId, published: false });
    await waitForPublicSpace(slug, (doc) => doc === undefined);
  });

  it('does nothing when an event is delivered again', async () => {
    const { space } = await call(createSpace, owner, {
      slug: `r-${unique()}`,
      displayName: 'Again',
    });
    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
    const first = await waitForPublicSpace(space.slug, (doc) => doc !== undefined);
    const written = await publicUpdateTime(space.slug);

    for (let i = 0; i < 3; i++) {
      expect(await redeliver(space.spaceId, [space.slug])).toEqual({ remove: [] });
    }
    expect(await publicUpdateTime(space.slug)).toBe(written);
    expect(await readPublicSpace(space.slug)).toEqual(first);
  });

  it('removes the public document when the space is deleted', async () => {
    const { space } = await call(createSpace, owner, {
      slug: `d-${unique()}`,
      displayName: 'Gone',
    });
    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
    await waitForPublicSpace(space.slug, (doc) => doc !== undefined);
    await call(deleteSpace, owner, { spaceId: space.spaceId });
    await waitForPublicSpace(space.slug, (doc) => doc === undefined);
  });
});
