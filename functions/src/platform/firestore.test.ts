// The database deadline against a Firestore that never answers and one that cannot be reached:
// real Admin SDK requests, no emulator; each case answers at the deadline, not after a minute.
// The deadline's time passes on fake timers: real sockets, no real waiting.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listMySpaces } from '@spaces/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { callable, toHttpsError } from './callable';
import { DomainError } from './errors';
import { DATABASE_DEADLINE_MS, withDatabaseDeadline } from './deadline';
import { db } from './firestore';

// Account callables ask Auth whether the caller's account still lives; here it always does, so
// that what these tests measure is the database alone.
vi.mock('firebase-admin/auth', () => ({
  getAuth: () => ({ getUser: () => Promise.resolve({ disabled: false }) }),
}));

const saved = {
  host: process.env.FIRESTORE_EMULATOR_HOST,
  metadata: process.env.METADATA_SERVER_DETECTION,
};
let silent: net.Server;
let silentDb: Firestore;
let closedDb: Firestore;

/** A port nothing listens on: bound once, then closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  // Accepts connections and never says a word: a database that hangs.
  silent = net.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  process.env.METADATA_SERVER_DETECTION = 'none';
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
  if (getApps().length === 0) initializeApp({ projectId: 'demo-deadline' });
  silentDb = db();
  silentDb.doc('spaces/s1'); // the instance reads the host now
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${await closedPort()}`;
  closedDb = getFirestore(initializeApp({ projectId: 'demo-deadline' }, 'closed'));
  closedDb.doc('spaces/s1');
});

// The abandoned requests keep retrying in the SDK until the worker exits; closing the clients
// would only turn their retries into errors of their own.
afterAll(() => {
  silent.unref();
  for (const [key, value] of [
    ['FIRESTORE_EMULATOR_HOST', saved.host],
    ['METADATA_SERVER_DETECTION', saved.metadata],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

afterEach(() => {
  vi.useRealTimers();
});

interface Ending {
  /** Whether it had ended a millisecond before the deadline. */
  early: boolean;
  /** Whether it had ended when the deadline came. */
  atDeadline: boolean;
  error: unknown;
}

/**
 * Starts each call, lets the deadline's time pass and says how each had ended by then. Only
 * setTimeout is faked: the SDK's sockets and promises run for real, and nothing waits on a clock.
 */
async function endings(...calls: Array<() => Promise<unknown>>): Promise<Ending[]> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const runs = calls.map((call) => {
    const run = { ended: false, error: undefined as unknown };
    void call().then(
      () => (run.ended = true),
      (error: unknown) => Object.assign(run, { ended: true, error }),
    );
    return run;
  });
  await vi.advanceTimersByTimeAsync(DATABASE_DEADLINE_MS - 1);
  const early = runs.map((run) => run.ended);
  await vi.advanceTimersByTimeAsync(1);
  return runs.map((run, i) => ({ early: early[i]!, atDeadline: run.ended, error: run.error }));
}

async function ending(call: () => Promise<unknown>): Promise<Ending> {
  const [only] = await endings(call);
  return only!;
}

/** How a piece of database work under the deadline had ended when the deadline came. */
function failure(work: () => Promise<unknown>): Promise<Ending> {
  return ending(() => withDatabaseDeadline(work));
}

describe('the database deadline', () => {
  it('is a few seconds', () => {
    expect(DATABASE_DEADLINE_MS).toBeGreaterThanOrEqual(2_000);
    expect(DATABASE_DEADLINE_MS).toBeLessThanOrEqual(10_000);
  });

  it('answers deadline-exceeded within the deadline when Firestore never answers', async () => {
    const [read, transaction] = await endings(
      () => withDatabaseDeadline(() => silentDb.doc('spaces/s1').get()),
      () =>
        withDatabaseDeadline(() =>
          silentDb.runTransaction(async (tx) => {
            const space = await tx.get(silentDb.doc('spaces/s1'));
            tx.set(space.ref, { n: 1 });
          }),
        ),
    );
    for (const { error, early, atDeadline } of [read!, transaction!]) {
      expect(early).toBe(false);
      expect(atDeadline).toBe(true);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).reason).toBe('database-timeout');
      const answer = toHttpsError(error);
      expect(answer.code).toBe('deadline-exceeded');
      expect(answer.details).toEqual({ reason: 'database-timeout' });
    }
  });

  it('makes a callable answer deadline-exceeded in the caller’s terms, not after a minute', async () => {
    const fn = callable(listMySpaces, async () => {
      await silentDb.collection('spaces').limit(1).get();
      return { spaces: [], limit: 10 };
    });
    const { error, atDeadline } = await ending(() =>
      fn.run({
        data: {},
        auth: { uid: 'u1', token: { iat: Date.now() / 1000 } },
      } as unknown as Parameters<typeof fn.run>[0]),
    );
    expect(atDeadline).toBe(true);
    expect(error).toBeInstanceOf(HttpsError);
    expect((error as HttpsError).code).toBe('deadline-exceeded');
    expect((error as HttpsError).details).toEqual({ reason: 'database-timeout' });
  });

  it('answers within the deadline when nothing listens at the database’s address', async () => {
    const { error, atDeadline } = await failure(() => closedDb.collection('spaces').limit(1).get());
    expect(atDeadline).toBe(true);
    expect(['deadline-exceeded', 'unavailable']).toContain(toHttpsError(error).code);
  });

  it('names an unavailable database and passes other failures and answers unchanged', async () => {
    const grpc = (code: number) => Object.assign(new Error(`grpc ${code}`), { code });
    const unavailable = await failure(() => Promise.reject(grpc(14)));
    expect(toHttpsError(unavailable.error).code).toBe('unavailable');
    expect((unavailable.error as DomainError).reason).toBe('database-unavailable');
    const exceeded = await failure(() => Promise.reject(grpc(4)));
    expect((exceeded.error as DomainError).reason).toBe('database-timeout');
    const own = new DomainError('slug-taken', 'taken');
    expect((await failure(() => Promise.reject(own))).error).toBe(own);
    await expect(withDatabaseDeadline(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
