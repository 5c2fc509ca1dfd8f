// Reads the emulator's Firestore directly (Admin SDK) to observe what triggers wrote.
import type { PublicSpace } from '@spaces/contracts';
import { publicSpacePath } from '@spaces/contracts';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { syncPublicSpace } from '../../src/spaces/store';
import type { PublicSyncPlan } from '../../src/spaces/publicSpace';
import { PROJECT_ID, firestoreHost } from './stack';

/** The emulator's Firestore through the Admin SDK, for test data and for reading what was written. */
export function db() {
  firestoreHost(); // fail clearly when the stack is not there
  // Emulators need no credentials: stop google-auth probing for a cloud metadata server (network).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  return getFirestore();
}

export async function readPublicSpace(slug: string): Promise<PublicSpace | undefined> {
  const snapshot = await db().doc(publicSpacePath(slug)).get();
  return snapshot.data() as PublicSpace | undefined;
}

export async function exists(path: string): Promise<boolean> {
  return (await db().doc(path).get()).exists;
}

/**
 * Polls the public document until `done` holds: the trigger runs asynchronously after a write.
 * Returns the last document read.
 */
export async function waitForPublicSpace(
  slug: string,
  done: (doc: PublicSpace | undefined) => boolean,
  timeoutMs = 60_000,
): Promise<PublicSpace | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const doc = await readPublicSpace(slug);
    if (done(doc)) return doc;
    if (Date.now() > deadline)
      throw new Error(`public document ${slug} did not reach the expected state`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs the trigger's work again for a space, as a repeated event delivery would. */
export function redeliver(spaceId: string, slugs: string[]): Promise<PublicSyncPlan> {
  db();
  return syncPublicSpace(spaceId, slugs);
}

/** The stored public document's own update time, to see whether anything rewrote it. */
export async function publicUpdateTime(slug: string): Promise<string | undefined> {
  return (await db().doc(publicSpacePath(slug)).get()).updateTime?.toDate().toISOString();
}
