// What the send benchmarks (sends.ts, flood.ts) write before they send — a published space that
// takes fan messages, with its slug claimed, written directly with the Admin SDK — and how they
// send: a fan message posted to the send form (`/_send`).
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

/** The send form's function, which Hosting's `/_send` rewrites to, on the stack at `origin`. */
export const sendFormUrl = (functionsOrigin: string, projectId: string): string =>
  `${functionsOrigin}/${projectId}/asia-northeast1/sendForm`;

/** A Fastly edge: the last hop of a post through Hosting (functions/src/platform/addresses.ts). */
const CDN_EDGE = '151.101.2.15';

/**
 * A fan message posted to the send form as a page's script posts it, from `address` as Hosting's
 * CDN names a client: `accepted` (and whether it was held), `rate-limited`, or `failed`.
 */
export async function postFanMessage(
  url: string,
  slug: string,
  body: string,
  address: string,
): Promise<{ outcome: 'accepted' | 'rate-limited' | 'failed'; held: boolean }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': `${address}, ${CDN_EDGE}`,
      'Fastly-Client-IP': address,
    },
    body: new URLSearchParams({ kind: 'fanMessage', slug, body }),
  });
  const answer = (await response.json()) as { held?: boolean; error?: { reason: string } };
  if (answer.error === undefined) return { outcome: 'accepted', held: answer.held === true };
  return {
    outcome: answer.error.reason === 'rate-limited' ? 'rate-limited' : 'failed',
    held: false,
  };
}
