// What the send benchmarks (sends.ts, flood.ts) write before they send: a published space that
// takes fan messages, with its slug claimed, written directly with the Admin SDK.
import { DEFAULT_MESSAGE_SETTINGS } from '@spaces/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { newSpace, withPublished } from '../../functions/src/spaces/space';

/** Opens a space at `slug` for the benchmark's owner; answers its id. */
export async function openFanMessageSpace(db: Firestore, slug: string): Promise<string> {
  const now = new Date();
  const ref = db.collection('spaces').doc();
  const space = withPublished(newSpace('bench-owner', slug, 'Bench', now), true, now);
  const messages = structuredClone(DEFAULT_MESSAGE_SETTINGS);
  messages.fanMessages.enabled = true;
  const batch = db.batch();
  batch.set(ref, { ...space, messages });
  batch.set(db.collection('slugs').doc(slug), {
    spaceId: ref.id,
    ownerUid: 'bench-owner',
    createdAt: now,
  });
  await batch.commit();
  return ref.id;
}
