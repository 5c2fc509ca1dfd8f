// Slow mode keyed on what a sender cannot mint at will (decision 066), posted to /_send as the pages
// post: a script without a cookie (which /_send answers with a new token every time) or with an
// invented token per post waits out its address's last send; a browser that keeps the token it was
// given waits out its own; a fan whose browser the space already knows is counted by it, not by a
// neighbour's send from the same address.
import { hostingCookieEntries, type ErrorDetails } from '@spaces/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clientKeyOf, slowModeTokenKeyOf } from '../src/platform/abuseGate';
import { newSenderToken } from '../src/platform/visitor';
import { db } from './support/firestore';
import { newOpenSpace, senderCookie, storedMessages } from './support/sends';
import { MANY_CALLS_TIMEOUT_MS, PROJECT_ID, REGION, functionsOrigin } from './support/stack';

vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });

/** The stack's functions key their counters with the committed local secret. */
const SECRET = /^SPACES_SENDER_KEY_SECRET=(.+)$/m.exec(
  readFileSync(new URL('../.secret.local', import.meta.url), 'utf8'),
)![1]!;

/** What a post came to: `accepted`, or the refusal's reason and wait; and the token it was given. */
interface Outcome {
  result: string;
  retryAfterSeconds?: number;
  token?: string;
}

/** Posts a form to /_send as a page's script does, from `address`, with `cookie` headers if any. */
async function post(
  fields: Record<string, string>,
  address: string,
  cookie: Record<string, string> = {},
): Promise<Outcome> {
  const response = await fetch(`${functionsOrigin()}/${PROJECT_ID}/${REGION}/sendForm`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
      Accept: 'application/json',
      'X-Forwarded-For': address,
      ...cookie,
    },
    body: new URLSearchParams(fields),
  });
  const setCookie = response.headers.get('set-cookie');
  const token = setCookie ? hostingCookieEntries(setCookie.split(';')[0]).get('sender') : null;
  const body = (await response.json()) as { error?: { reason: string; details: ErrorDetails } };
  return {
    result: body.error?.reason ?? 'accepted',
    ...(body.error?.details.retryAfterSeconds !== undefined && {
      retryAfterSeconds: body.error.details.retryAfterSeconds,
    }),
    ...(token ? { token } : {}),
  };
}

const run = Math.floor(Math.random() * 200);
/** A documentation address (RFC 5737) of this run. */
const address = (n: number) => `192.0.2.${(run + n) % 256}`;

async function slowSpace(minutes: number) {
  const space = await newOpenSpace();
  await db()
    .doc(`spaces/${space.spaceId}`)
    .set({ moderation: { raidSince: null, slowModeMinutes: minutes } }, { merge: true });
  return space;
}

/** Makes slow mode remember `key`'s last send as `ago` milliseconds before now. */
async function sentAgo(spaceId: string, key: string, ago: number) {
  const at = Date.now() - ago;
  await db()
    .doc(`rateLimits/slow-mode_${key}`)
    .set({
      scope: 'slow-mode',
      spaceId,
      windowStart: Timestamp.fromMillis(at),
      count: 1,
      expiresAt: Timestamp.fromMillis(at + 86_400_000),
    });
}

beforeAll(async () => {
  // The first post starts the function's worker: a refused one is cheap.
  await post({ kind: 'letter', slug: 'warm-up', body: '' }, address(0)).catch(() => undefined);
}, 240_000);

describe('slow mode (5 minutes)', () => {
  it('slows a cookie-less script: each post minted a token, and none of them counts', async () => {
    const { spaceId, slug } = await slowSpace(5);
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 5; i++)
      outcomes.push(await post({ kind: 'letter', slug, body: `script ${i}` }, address(1)));
    // Every answer gave the script a new token, which it threw away.
    expect(new Set(outcomes.map((o) => o.token)).size).toBe(5);
    expect(outcomes.map((o) => o.result)).toEqual([
      'accepted',
      'rate-limited',
      'rate-limited',
      'rate-limited',
      'rate-limited',
    ]);
    for (const { retryAfterSeconds } of outcomes.slice(1)) {
      expect(retryAfterSeconds).toBeGreaterThan(4 * 60);
      expect(retryAfterSeconds).toBeLessThanOrEqual(5 * 60);
    }
    expect((await storedMessages(spaceId)).map((m) => m.body)).toEqual(['script 0']);
  });

  it('slows a script that invents a token for every post', async () => {
    const { slug } = await slowSpace(5);
    const results: string[] = [];
    for (let i = 0; i < 4; i++) {
      const invented = senderCookie(newSenderToken());
      results.push(
        (await post({ kind: 'fanMessage', slug, body: `${i}` }, address(2), invented)).result,
      );
    }
    expect(results).toEqual(['accepted', 'rate-limited', 'rate-limited', 'rate-limited']);
  });

  it('slows a browser by the token it was given, from any address', async () => {
    const { slug } = await slowSpace(5);
    const first = await post({ kind: 'letter', slug, body: 'first' }, address(3));
    expect(first.result).toBe('accepted');
    const browser = senderCookie(first.token!);
    const moved = await post({ kind: 'fanMessage', slug, body: 'second' }, address(4), browser);
    expect(moved.result).toBe('rate-limited');
  });

  it('counts a fan the space knows by their browser, not by a neighbour on their address', async () => {
    const { spaceId, slug } = await slowSpace(5);
    const shared = address(5);
    // A fan's browser that sent from the shared address ten minutes ago.
    const fan = newSenderToken();
    await sentAgo(spaceId, slowModeTokenKeyOf(SECRET, spaceId, fan), 10 * 60_000);
    await sentAgo(spaceId, clientKeyOf(SECRET, spaceId, shared), 10 * 60_000);
    // A neighbour writes for the first time: counted by the address, which is free again.
    const neighbour = await post({ kind: 'letter', slug, body: 'neighbour' }, shared);
    expect(neighbour.result).toBe('accepted');
    // The fan is counted by their own last send, not the neighbour's.
    const known = await post({ kind: 'letter', slug, body: 'fan' }, shared, senderCookie(fan));
    expect(known.result).toBe('accepted');
    // The neighbour's browser and anyone new on that address now wait.
    const again = await post(
      { kind: 'letter', slug, body: 'again' },
      shared,
      senderCookie(neighbour.token!),
    );
    expect(again.result).toBe('rate-limited');
    expect((await post({ kind: 'letter', slug, body: 'new' }, shared)).result).toBe('rate-limited');
    expect((await storedMessages(spaceId)).map((m) => m.body).sort()).toEqual(['fan', 'neighbour']);
  });
});
