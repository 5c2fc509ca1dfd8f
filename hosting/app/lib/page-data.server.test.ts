// A database that accepts connections but never answers, and one that is not there at all: a
// page's read must give up within its deadline with the 503 page, not wait out the client's
// own retries. The deadlines' time passes on fake timers: real sockets, no real waiting.
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseErrorPage } from './error-page';
import { PAGE_READ_DEADLINE_MS, readDocument, setPageDataSource } from './page-data.server';

const sockets: Socket[] = [];
let silent: Server;
let silent2: Server;
const apps: App[] = [];

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/** A Firestore client of its own app, talking to 127.0.0.1:port as it would to an emulator. */
function firestoreAt(port: number): Firestore {
  const previous = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  try {
    const app = initializeApp({ projectId: 'demo-deadline' }, `deadline-${port}`);
    apps.push(app);
    return getFirestore(app);
  } finally {
    if (previous === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = previous;
  }
}

/** What a loader's throw becomes, as React Router would hand it to the error page. */
async function thrownBy(read: Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    await read;
  } catch (error) {
    const { data, init } = error as { data: unknown; init: { status: number } };
    return { status: init.status, data };
  }
  throw new Error('the read did not fail');
}

/**
 * Starts a read, lets its `deadlineMs` pass and says whether it had ended a millisecond before and
 * at the deadline, with what it threw. Only setTimeout is faked: the client's sockets and promises
 * run for real. `first` is real I/O that must happen before the time passes.
 */
async function atDeadline(
  deadlineMs: number,
  read: () => Promise<unknown>,
  first?: Promise<unknown>,
): Promise<{ early: boolean; ended: boolean; thrown?: { status: number; data: unknown } }> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let ended = false;
  const reading = read();
  void reading.then(
    () => (ended = true),
    () => (ended = true),
  );
  await first;
  await vi.advanceTimersByTimeAsync(deadlineMs - 1);
  const early = ended;
  await vi.advanceTimersByTimeAsync(1);
  if (!ended) return { early, ended };
  return { early, ended, thrown: await thrownBy(reading) };
}

afterEach(() => {
  vi.useRealTimers();
});

beforeAll(() => {
  // No look-up of Google's metadata server for credentials: no network beyond 127.0.0.1.
  process.env.METADATA_SERVER_DETECTION = 'none';
  silent = createServer((socket) => {
    sockets.push(socket); // accepted, never answered
  });
  silent2 = createServer((socket) => sockets.push(socket));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  silent.close();
  silent2.close();
  await Promise.race([
    Promise.all(apps.map((app) => deleteApp(app))),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ]);
});

describe('readDocument', () => {
  it('keeps its deadline at a few seconds', () => {
    expect(PAGE_READ_DEADLINE_MS).toBeGreaterThanOrEqual(1_000);
    expect(PAGE_READ_DEADLINE_MS).toBeLessThanOrEqual(5_000);
  });

  it('answers 503 at its deadline when Firestore accepts the connection but never answers', async () => {
    const port = await listen(silent);
    // The client really connects, then waits.
    const connected = once(silent, 'connection');
    const { early, ended, thrown } = await atDeadline(
      800,
      () => readDocument('publicSpaces/demo', { firestore: firestoreAt(port), deadlineMs: 800 }),
      connected,
    );
    expect(early).toBe(false);
    expect(ended).toBe(true);
    expect(thrown?.status).toBe(503);
  });

  it('answers 503 within its deadline when nothing listens on the port', async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const { ended, thrown } = await atDeadline(800, () =>
      readDocument('slugs/demo', { firestore: firestoreAt(port), deadlineMs: 800 }),
    );
    expect(ended).toBe(true);
    expect(thrown?.status).toBe(503);
  });

  it('shows the "temporarily unavailable" page in the page’s language, not a server error', async () => {
    const port = await listen(silent2);
    const { thrown } = await atDeadline(300, () =>
      readDocument('publicBoards/x', { firestore: firestoreAt(port), deadlineMs: 300 }),
    );
    const page = chooseErrorPage({
      status: thrown?.status ?? 0,
      statusText: '',
      internal: false,
      data: thrown?.data,
    });
    expect(page).toEqual({ kind: 'status', status: 503 });
  });
});

describe('setPageDataSource (the bench seam)', () => {
  const unanswering = createServer((socket) => sockets.push(socket));
  afterAll(() => {
    setPageDataSource(undefined);
    unanswering.close();
  });

  it('serves reads from the source instead of Firestore while it is set, and stops when cleared', async () => {
    const asked: string[] = [];
    const doc = { slug: 'demo' };
    setPageDataSource((path) => {
      asked.push(path);
      return Promise.resolve({
        exists: true,
        data: () => doc,
        get: (field: string) => (doc as Record<string, unknown>)[field],
      });
    });
    const snapshot = await readDocument('publicSpaces/demo');
    expect(asked).toEqual(['publicSpaces/demo']);
    expect(snapshot.exists).toBe(true);
    expect(snapshot.data()).toEqual({ slug: 'demo' });
    expect(snapshot.get('slug')).toBe('demo');

    // A read given its own Firestore never asks the source.
    const port = await listen(unanswering);
    const own = await atDeadline(200, () =>
      readDocument('publicSpaces/demo', { firestore: firestoreAt(port), deadlineMs: 200 }),
    );
    expect(own.thrown?.status).toBe(503);

    // Cleared: Firestore again (none answers here, so the read gives up with the 503).
    setPageDataSource(undefined);
    const cleared = await atDeadline(300, () =>
      readDocument('publicSpaces/demo', { deadlineMs: 300 }),
    );
    expect(cleared.thrown?.status).toBe(503);
    expect(asked).toHaveLength(1);
  });

  it('keeps the deadline for a source that never answers', async () => {
    let asked = 0;
    setPageDataSource(() => {
      asked++;
      return new Promise(() => {});
    });
    const { early, ended, thrown } = await atDeadline(200, () =>
      readDocument('publicSpaces/slow', { deadlineMs: 200 }),
    );
    expect(early).toBe(false);
    expect(ended).toBe(true);
    expect(thrown?.status).toBe(503);
    expect(asked).toBe(1);
  });
});
