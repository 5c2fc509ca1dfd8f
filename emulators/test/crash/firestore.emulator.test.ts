// Decision 027: the Firestore emulator's data directory survives `kill -9`. Every write
// acknowledged more than a second before the kill is there after a restart on the same folder,
// nothing is corrupt, and a record torn by the crash is ignored. It starts its own emulator
// process (not the stack's), so it runs the same whichever backend the stack uses.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { CRASH_PROJECT, killHard, persistentEmulator, writeUntilKilled } from './child';

const { start, tearJournal } = persistentEmulator(
  'firestore',
  ['--functions', 'none'],
  /Firestore emulator ready on [^\s]+:(\d+)/,
);
const apps: Array<ReturnType<typeof initializeApp>> = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app).catch(() => undefined)));
});

/** firebase-admin against one emulator process (it reads the host when first used). */
function connect(port: number): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app = initializeApp({ projectId: CRASH_PROJECT }, `crash-${port}-${apps.length}`);
  apps.push(app);
  return getFirestore(app);
}

const expected = (n: number) => ({
  n,
  text: `document ${n} `.repeat(20),
  nested: { even: n % 2 === 0 },
});

describe('Firestore emulator persistence', () => {
  it('keeps every write acknowledged a second before a SIGKILL, and ignores a torn last record', async () => {
    const first = await start();
    const db = connect(first.port);
    // The SDK's first call is slow (it looks for credentials); the timed writes come after it.
    await db.doc('crash/warm-up').set({ n: -1 });
    // The SDK's writes cut off by the kill may never settle: nothing waits for them.
    const writes = await writeUntilKilled(
      first,
      (n) => db.doc(`crash/${n}`).set(expected(n)),
      (n) => db.doc(`crash/${n}`).delete(),
    );
    tearJournal('{"d":"projects/demo-cr');

    const second = await start();
    expect(second.output()).toMatch(/changes replayed from the journal/);
    const after = await connect(second.port).collection('crash').get();
    const found = new Map(
      after.docs.filter((d) => d.id !== 'warm-up').map((d) => [Number(d.id), d.data()]),
    );
    const durable = writes.durable();
    expect(durable.length).toBeGreaterThan(50);
    for (const [n, state] of durable) {
      if (state === 'deleted') expect(found.has(n), `crash/${n} deleted`).toBe(false);
      else if (state === 'kept') expect(found.get(n), `crash/${n}`).toEqual(expected(n));
    }
    // Nothing half-written: every document that is there is whole.
    for (const [n, doc] of found) expect(doc).toEqual(expected(n));

    // A clean stop compacts the journal into the export; the next start has the same documents.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const third = await start();
    const again = await connect(third.port).collection('crash').get();
    expect(again.size).toBe(after.size);
    // Everything was in the export: nothing left to replay.
    expect(third.output()).not.toMatch(/replayed/);
    await killHard(third);
  }, 90_000);
});
