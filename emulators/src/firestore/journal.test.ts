import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Caller } from './auth';
import { Engine } from './engine';
import { startPersistence } from './journal';
import { importSnapshot } from './persistence';

const admin: Caller = { admin: true };
const DB = 'projects/p/databases/(default)';
const quiet = () => undefined;
let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const set = (engine: Engine, id: string, n: number) =>
  engine.commit(admin, {
    database: DB,
    writes: [
      { update: { name: `${DB}/documents/c/${id}`, fields: { n: { integerValue: String(n) } } } },
    ],
  });
const remove = (engine: Engine, id: string) =>
  engine.commit(admin, { database: DB, writes: [{ delete: `${DB}/documents/c/${id}` }] });

/** What the next start finds in `dir`: the export, then (from the same folder) the journal. */
async function restart(sameFolder: boolean): Promise<Engine> {
  const engine = new Engine();
  const snapshot = await importSnapshot(engine, dir);
  const persistence = await startPersistence(
    engine,
    dir,
    sameFolder ? snapshot.journal : undefined,
    quiet,
  );
  await persistence.close();
  return engine;
}

const ids = (engine: Engine) => [...engine.database(DB).all()].map(([p]) => p).sort();

describe('Firestore journal', () => {
  it('replays commits, deletes and a clear that never reached an export', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fs-journal-'));
    const engine = new Engine();
    const persistence = await startPersistence(engine, dir, 0, quiet);
    await set(engine, 'before-clear', 1);
    engine.clear(DB);
    await set(engine, 'kept', 2);
    await set(engine, 'kept', 3);
    await set(engine, 'deleted', 4);
    await remove(engine, 'deleted');
    await persistence.flush();
    // No close(): the process "dies" here.

    const restored = await restart(true);
    expect(ids(restored)).toEqual(['c/kept']);
    const kept = restored.database(DB).get('c/kept');
    const original = engine.database(DB).get('c/kept');
    expect(kept).toEqual(original);
    // Commit times continue after the replayed ones.
    expect(restored.clock.now()).toBeGreaterThan(original!.updateTime);
  });

  it('discards the journal when the data was imported from another folder', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fs-journal-'));
    const engine = new Engine();
    const persistence = await startPersistence(engine, dir, 0, quiet);
    await set(engine, 'journaled', 1);
    await persistence.flush();
    expect(ids(await restart(false))).toEqual([]);
  });
});
