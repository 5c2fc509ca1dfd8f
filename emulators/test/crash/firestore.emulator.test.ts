// Decision 027: the Firestore emulator's data directory survives `kill -9`. Every write
// acknowledged more than a second before the kill is there after a restart on the same folder,
// nothing is corrupt, and a record torn by the crash is ignored. It starts its own emulator
// process (not the stack's), so it runs the same whichever backend the stack uses.
import { appendFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { killHard, killLeftovers, startCli, tempDataDir, type RunningEmulator } from './child';

const PROJECT = 'demo-crash';
const READY = /Firestore emulator ready on [^\s]+:(\d+)/;
const data = tempDataDir('firestore');
const apps: Array<ReturnType<typeof initializeApp>> = [];
afterAll(async () => {
  killLeftovers();
  await Promise.all(apps.map((app) => deleteApp(app).catch(() => undefined)));
  data.remove();
});

function start(): Promise<RunningEmulator> {
  return startCli(
    'firestore/main.ts',
    ['--port', '0', '--project', PROJECT, '--functions', 'none'].concat([
      '--import',
      data.dir,
      '--export-on-exit',
      data.dir,
    ]),
    READY,
  );
}

/** firebase-admin against one emulator process (it reads the host when first used). */
function connect(port: number): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app = initializeApp({ projectId: PROJECT }, `crash-${port}-${apps.length}`);
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
    const acknowledged = new Map<number, number>();
    const deleted = new Map<number, number>();
    let next = 0;
    let stop = false;
    // Four writers in flight at once, each also deleting an earlier document now and then.
    const writer = async () => {
      while (!stop) {
        const n = next++;
        await db.doc(`crash/${n}`).set(expected(n));
        acknowledged.set(n, Date.now());
        if (n % 10 === 9) {
          await db.doc(`crash/${n - 5}`).delete();
          deleted.set(n - 5, Date.now());
        }
      }
    };
    // Writes cut off by the kill never settle cleanly; they are not what is checked.
    const writers = Array.from({ length: 4 }, () => writer().catch(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const killedAt = Date.now();
    await killHard(first);
    stop = true;
    void Promise.all(writers);

    // A crash mid-append leaves half a line at the journal's end.
    const journalDir = path.join(data.dir, 'firestore_journal');
    const journals = readdirSync(journalDir)
      .filter((f) => f.startsWith('journal.'))
      .sort();
    appendFileSync(path.join(journalDir, journals[journals.length - 1]!), '{"d":"projects/demo-cr');

    const second = await start();
    expect(second.output()).toMatch(/changes replayed from the journal/);
    const after = await connect(second.port).collection('crash').get();
    const found = new Map(
      after.docs.filter((d) => d.id !== 'warm-up').map((d) => [Number(d.id), d.data()]),
    );
    const cutoff = killedAt - 1000;
    const durable = [...acknowledged].filter(([, at]) => at < cutoff).map(([n]) => n);
    expect(durable.length).toBeGreaterThan(50);
    for (const n of durable) {
      const deletedAt = deleted.get(n);
      if (deletedAt !== undefined && deletedAt < cutoff)
        expect(found.has(n), `crash/${n} deleted`).toBe(false);
      else if (deletedAt === undefined) expect(found.get(n), `crash/${n}`).toEqual(expected(n));
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
