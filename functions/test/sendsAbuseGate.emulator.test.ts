// The abuse gate under load: rapid and concurrent sends never pass the rate limits, refusals
// write nothing and say when to retry. Posted to `/_send` where the transport matters, and
// in-process (the store against the Firestore emulator) for truly simultaneous transactions
// and App Check enforcement, which the local stack leaves off.
import { RATE_LIMITS } from '@spaces/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messageWrite, type SendRequest } from '../src/messages/store';
import { AbuseGate, RateLimitedError, windowAt } from '../src/platform/abuseGate';
import type { DomainError } from '../src/platform/errors';
import { Visitor } from '../src/platform/visitor';
import { visitorSend } from '../src/sends/store';
import { WARM_UP_TIMEOUT_MS, type CallError } from './support/call';
import { db } from './support/firestore';
import { send, warmUpSendForm } from './support/sendForm';
import {
  clientAddress,
  inPool,
  newClient,
  newOpenSpace,
  roomInMinute,
  seedSpaceMinute,
  storedMessages,
} from './support/sends';
import { MANY_CALLS_TIMEOUT_MS } from './support/stack';

vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });

beforeAll(async () => {
  await warmUpSendForm();
}, WARM_UP_TIMEOUT_MS);

const perMinute = RATE_LIMITS.clientPerMinute.limit;

/** Minute windows that [start, end] touches: a burst may straddle a boundary. */
const minutesSpanned = (start: number, end: number) =>
  windowAt(end, 60).start / 60_000 - windowAt(start, 60).start / 60_000 + 1;

describe('per-client limit through the send form', () => {
  it('lets at most the per-client limit of 200 rapid sends from one client through', async () => {
    const { spaceId, slug } = await newOpenSpace();
    const me = newClient();
    const started = Date.now();
    const results = await inPool(200, 10, (i) =>
      send('fanMessage', { slug, body: `burst ${i}` }, me),
    );
    const ended = Date.now();
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    const stored = (await storedMessages(spaceId)).length;
    expect(stored).toBe(accepted);
    expect(stored).toBeGreaterThanOrEqual(perMinute);
    expect(stored).toBeLessThanOrEqual(perMinute * minutesSpanned(started, ended));
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      const error = result.reason as CallError;
      expect(error.code).toBe('resource-exhausted');
      expect(error.details?.reason).toBe('rate-limited');
      expect(error.details?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(error.details?.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('counts letters and fan messages together, and a refused send writes nothing', async () => {
    const { spaceId, slug } = await newOpenSpace();
    const me = newClient();
    await roomInMinute(40);
    for (let i = 0; i < perMinute; i++) {
      await send(i % 2 ? 'letter' : 'fanMessage', { slug, body: `one of ${perMinute}` }, me);
    }
    const before = await db().collection('rateLimits').where('spaceId', '==', spaceId).get();
    const error = await send('letter', { slug, body: 'one too many' }, me).catch(
      (e: unknown) => e as CallError,
    );
    expect((error as CallError).details?.reason).toBe('rate-limited');
    expect(await storedMessages(spaceId)).toHaveLength(perMinute);
    const after = await db().collection('rateLimits').where('spaceId', '==', spaceId).get();
    const counts = (docs: typeof before.docs) =>
      docs.map((d): [string, unknown] => [d.id, d.get('count')]);
    expect(counts(after.docs)).toEqual(counts(before.docs));
    // Another client is unaffected.
    await send('letter', { slug, body: 'someone else' }, newClient());
    expect(await storedMessages(spaceId)).toHaveLength(perMinute + 1);
  });
  it('gives no fresh limit to a client that forges the left of X-Forwarded-For', async () => {
    const { spaceId, slug } = await newOpenSpace();
    await roomInMinute(40);
    // A direct post: the front end's last hop is the client.
    const hop = clientAddress(Math.floor(Math.random() * 65_536));
    const outcomes: string[] = [];
    for (let i = 0; i < perMinute + 3; i++) {
      const forged = { 'X-Forwarded-For': `10.0.0.${i}, 192.0.2.${i}, ${hop}` };
      outcomes.push(
        await send('fanMessage', { slug, body: `forged ${i}` }, forged).then(
          () => 'accepted',
          (e: unknown) => (e as CallError).details?.reason ?? 'unknown',
        ),
      );
    }
    expect(outcomes).toEqual([
      ...Array<string>(perMinute).fill('accepted'),
      ...Array<string>(3).fill('rate-limited'),
    ]);
    expect(await storedMessages(spaceId)).toHaveLength(perMinute);
  });
});

describe('per-space limit', () => {
  it('holds, never refuses, a send into a space whose shards are full, and enters raid mode', async () => {
    const { spaceId, slug } = await newOpenSpace();
    await roomInMinute(30);
    const { limit, shards } = RATE_LIMITS.spacePerMinute;
    await seedSpaceMinute(spaceId, Date.now(), limit / shards);
    const answer = await send('letter', { slug, body: 'live!' }, newClient());
    expect(answer.held).toBe(true);
    expect(await storedMessages(spaceId)).toEqual([
      expect.objectContaining({ body: 'live!', held: true }),
    ]);
    const moderation = (await db().doc(`spaces/${spaceId}`).get()).get('moderation') as {
      raidSince: Timestamp | null;
      slowModeMinutes: number;
    };
    expect(moderation.raidSince).toBeInstanceOf(Timestamp);
    expect(moderation.slowModeMinutes).toBe(0);
  });

  it('ignores a counter of an earlier window that TTL has not deleted yet', async () => {
    const { spaceId, slug } = await newOpenSpace();
    await seedSpaceMinute(spaceId, Date.now() - 120_000, 1_000);
    await send('letter', { slug, body: 'fresh minute' }, newClient());
    expect(await storedMessages(spaceId)).toHaveLength(1);
  });
});

describe('the gate inside the send transaction (in-process)', () => {
  const gate = (enforceAppCheck = false) =>
    new AbuseGate({ enforceAppCheck, secret: 'in-process-test-secret' });
  const sendMessage = (
    gate: AbuseGate,
    visitor: Visitor,
    kind: 'letter' | 'fanMessage',
    request: SendRequest,
  ) => visitorSend(gate, visitor, request, messageWrite(kind, request));

  it('lets at most the limit of 30 simultaneous sends from one client through', async () => {
    const { spaceId, slug } = await newOpenSpace();
    db();
    const visitor = Visitor.of(`203.0.113.${Math.floor(Math.random() * 250)}`);
    const started = Date.now();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        sendMessage(gate(), visitor, 'fanMessage', { slug, body: `together ${i}` }),
      ),
    );
    const ended = Date.now();
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(RateLimitedError);
    expect((await storedMessages(spaceId)).length).toBe(accepted);
    expect(accepted).toBeGreaterThanOrEqual(perMinute);
    expect(accepted).toBeLessThanOrEqual(perMinute * minutesSpanned(started, ended));
  });

  it('refuses a call without App Check while enforcement is on, before anything is written', async () => {
    const { spaceId, slug } = await newOpenSpace();
    db();
    const request = { slug, body: 'from a script' };
    const error = await sendMessage(
      gate(true),
      Visitor.of('203.0.113.1', false),
      'letter',
      request,
    ).catch((e: unknown) => e);
    expect((error as DomainError).reason).toBe('app-check-failed');
    expect(await storedMessages(spaceId)).toEqual([]);
    await sendMessage(gate(true), Visitor.of('203.0.113.1', true), 'letter', request);
    expect(await storedMessages(spaceId)).toHaveLength(1);
  });
});
