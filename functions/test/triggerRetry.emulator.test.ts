// A trigger's deliveries as Eventarc makes them: the same event more than once, a first attempt
// that fails (a lost transaction race) and then its retry, an event too old to retry. The space's
// trigger (its dispatcher, decision 062) runs here in the test against the emulator's Firestore,
// under a project of its own that the Functions emulator does not serve, so that only these
// deliveries write: one handler failing stops none of the others, and the retry runs it again.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { publicSpacePath } from '@spaces/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newSpace } from '../src/spaces/space';
import type * as BoardStore from '../src/boards/store';
import type * as Store from '../src/spaces/store';
import { MAX_EVENT_AGE_MS } from '../src/platform/triggers';
import { onSpaceWritten } from '../src/triggers/onSpaceWritten';
import { firestoreHost, unique } from './support/stack';

/** Attempts of the sync's transaction that fail as a lost contention race would. */
const contention = vi.hoisted(() => ({ failures: 0 }));
/** The spaces whose boards the space's other handler (syncSpaceBoards) looked at. */
const boardsLookedAt = vi.hoisted(() => [] as string[]);

vi.mock('../src/boards/store', async (importOriginal) => {
  const store = await importOriginal<typeof BoardStore>();
  return {
    ...store,
    boardIdsOf: (spaceId: string) => {
      boardsLookedAt.push(spaceId);
      return store.boardIdsOf(spaceId);
    },
  };
});

vi.mock('../src/spaces/store', async (importOriginal) => {
  const store = await importOriginal<typeof Store>();
  return {
    ...store,
    syncPublicSpace: (...args: Parameters<typeof store.syncPublicSpace>) => {
      if (contention.failures > 0) {
        contention.failures--;
        return Promise.reject(
          Object.assign(new Error('10 ABORTED: Transaction lock timeout'), { code: 10 }),
        );
      }
      return store.syncPublicSpace(...args);
    },
  };
});

const db = () => getFirestore();

beforeAll(() => {
  firestoreHost(); // fail clearly when the stack is not there
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  if (getApps().length === 0) initializeApp({ projectId: 'demo-trigger-retry' });
});

/** A published space written straight to Firestore, and the event its write makes. */
async function publishedSpace(ageMs = 0) {
  const spaceId = `s-${unique()}`;
  const slug = `retry-${unique()}`;
  const space = { ...newSpace('owner-1', slug, 'Retry', new Date()), published: true };
  await db().doc(`spaces/${spaceId}`).set(space);
  const snapshot = (data: object | undefined) => ({
    exists: data !== undefined,
    data: () => data,
  });
  const event = {
    id: `event-${unique()}`,
    time: new Date(Date.now() - ageMs).toISOString(),
    params: { spaceId },
    data: { before: snapshot(undefined), after: snapshot(space) },
  } as unknown as Parameters<typeof onSpaceWritten.run>[0];
  return { spaceId, slug, event };
}

async function publicDocument(slug: string) {
  const snapshot = await db().doc(publicSpacePath(slug)).get();
  return { exists: snapshot.exists, updateTime: snapshot.updateTime?.toMillis() };
}

describe('a space’s deliveries', () => {
  it('writes the public document once however often the same event arrives', async () => {
    const { slug, event } = await publishedSpace();
    await onSpaceWritten.run(event);
    const first = await publicDocument(slug);
    expect(first.exists).toBe(true);
    await onSpaceWritten.run(event);
    await onSpaceWritten.run(event);
    expect(await publicDocument(slug)).toEqual(first);
  });

  it('throws a failed first attempt for a retry, and the retry publishes', async () => {
    const { spaceId, slug, event } = await publishedSpace();
    contention.failures = 1;
    await expect(onSpaceWritten.run(event)).rejects.toThrow('syncPublicSpace failed');
    expect((await publicDocument(slug)).exists).toBe(false);
    // The space's other handler ran all the same.
    expect(boardsLookedAt).toContain(spaceId);
    await onSpaceWritten.run(event);
    const published = await publicDocument(slug);
    expect(published.exists).toBe(true);
    await onSpaceWritten.run(event);
    expect(await publicDocument(slug)).toEqual(published);
  });

  it('gives up, without throwing, on an event that still fails after its retries’ time', async () => {
    const { slug, event } = await publishedSpace(MAX_EVENT_AGE_MS + 60_000);
    contention.failures = 1;
    await expect(onSpaceWritten.run(event)).resolves.toBeUndefined();
    expect((await publicDocument(slug)).exists).toBe(false);
    expect(contention.failures).toBe(0);
  });

  it('deploys with retry on', () => {
    expect(onSpaceWritten.__endpoint.eventTrigger?.retry).toBe(true);
    expect(onSpaceWritten.__endpoint.eventTrigger?.eventType).toBe(
      'google.cloud.firestore.document.v1.written',
    );
  });
});
