// Spaces that take letters and fan messages, and ways to look at what sends wrote, for the sends
// and abuse-gate suites. Spaces are made through the real callables; their message settings are
// set with the Admin SDK.
import {
  RATE_LIMITS,
  createSpace,
  setSpacePublished,
  type MessageSettings,
} from '@spaces/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { windowAt } from '../../src/platform/abuseGate';
import { newUser, type TestUser } from './auth';
import { call } from './call';
import { db } from './firestore';
import { viaCdn } from './sendForm';
import { unique } from './stack';
import { openSettings } from '../../src/messages/message.fixtures';

export interface OpenSpace {
  owner: TestUser;
  spaceId: string;
  slug: string;
}

/** A new space of `owner` (a new user by default), published unless asked otherwise. */
export async function newOpenSpace(
  change: (s: MessageSettings) => void = () => undefined,
  options: { owner?: TestUser; published?: boolean } = {},
): Promise<OpenSpace> {
  const owner = options.owner ?? (await newUser());
  const slug = `m-${unique()}`;
  const { space } = await call(createSpace, owner, { slug, displayName: 'Mika' });
  if (options.published ?? true)
    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
  await setMessageSettings(space.spaceId, openSettings(change));
  return { owner, spaceId: space.spaceId, slug };
}

async function setMessageSettings(spaceId: string, settings: MessageSettings) {
  await db().doc(`spaces/${spaceId}`).update({ messages: settings });
}

/**
 * Fills the space's per-minute counters for the minute holding `at` (the gate's window), each
 * shard at `perShard`, as the gate's counts would stand; answers the window.
 */
export async function seedSpaceMinute(spaceId: string, at: number, perShard: number) {
  const window = windowAt(at, 60);
  const batch = db().batch();
  for (let shard = 0; shard < RATE_LIMITS.spacePerMinute.shards; shard++)
    batch.set(db().doc(`rateLimits/space-minute_${spaceId}_${shard}`), {
      scope: 'space-minute',
      spaceId,
      windowStart: Timestamp.fromMillis(window.start),
      count: perShard,
      expiresAt: Timestamp.fromMillis(window.end),
    });
  await batch.commit();
  return window;
}

/** A documentation address (RFC 5737) per client number. */
/**
 * Waits for the next clock minute when less than `seconds` remain in this one, so that a test's
 * sends fall in one of the gate's per-minute windows.
 */
export async function roomInMinute(seconds: number): Promise<void> {
  const left = windowAt(Date.now(), 60).end - Date.now();
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

export const clientAddress = (n: number): string => `198.51.${(n >> 8) & 255}.${n & 255}`;

/** Client `n`, as Hosting's CDN names the client of a post or a call through it. */
export const client = (n: number): Record<string, string> => viaCdn(clientAddress(n));

/** The `__session` cookie of a browser that holds the sender token `token`. */
export const senderCookie = (token: string) => ({
  Cookie: `__session=${encodeURIComponent(new URLSearchParams({ sender: token }).toString())}`,
});

/** A client address no other test uses. */
export function newClient(): Record<string, string> {
  return client(Math.floor(Math.random() * 65_536));
}

export async function storedMessages(spaceId: string): Promise<Record<string, unknown>[]> {
  const snapshot = await db().collection(`spaces/${spaceId}/messages`).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

/** Runs `count` tasks, at most `concurrency` at a time (each call may start an emulator worker). */
export async function inPool<T>(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
): Promise<PromiseSettledResult<T>[]> {
  const results: PromiseSettledResult<T>[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      try {
        results[i] = { status: 'fulfilled', value: await task(i) };
      } catch (reason) {
        results[i] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}
