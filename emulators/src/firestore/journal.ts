// Crash-safe persistence of the Firestore emulator's data directory (decision 027): the
// snapshot (./persistence.ts) plus a journal of every commit since it (../shared/journal.ts),
// fsync'd every 200 ms, replayed at start, and compacted into a new snapshot at start, when it
// outgrows the snapshot, and at close.
import path from 'node:path';
import type { FirestoreValue } from '../rules/types';
import { startJournaling, type Persistence } from '../shared/journal';
import type { Engine } from './engine';
import { snapshotOf, writeSnapshot } from './persistence';
import type { Doc, DocChange } from './store';
import { fromJsonFields, toJsonFields } from './values';

const FOLDER = 'firestore_journal';
/** Compact once the journal is larger than this and than the last snapshot. */
const MIN_COMPACT_BYTES = 8 * 1024 * 1024;

/** One line of the journal: a commit's net changes, or the clearing of a database. */
interface CommitRecord {
  /** database name */
  d: string;
  /** commit time, microseconds */
  t: string;
  /** [path, document or null for a delete] */
  c?: Array<[string, JournalDoc | null]>;
  clear?: true;
}

interface JournalDoc {
  f: Record<string, FirestoreValue>;
  c: string;
  u: string;
}

/**
 * Replays `dataDir`'s journal from `replayFrom` (the epoch of the snapshot just imported from the
 * same directory; undefined when the data came from elsewhere, so old journals are discarded),
 * writes a fresh snapshot and journals every later commit.
 */
export async function startPersistence(
  engine: Engine,
  dataDir: string,
  replayFrom: number | undefined,
  log: (message: string) => void,
): Promise<Persistence> {
  const dir = path.join(dataDir, FOLDER);
  const { journal, appended, persistence } = await startJournaling(dir, replayFrom, {
    kind: 'snapshot',
    replay: (record) => replay(engine, record as CommitRecord),
    write: (epoch) => writeSnapshot(dataDir, { ...snapshotOf(engine), journal: epoch }),
    minBytes: MIN_COMPACT_BYTES,
    log,
  });
  engine.onApply = (db, changes, time) => {
    const record: CommitRecord = changes
      ? { d: db.name, t: time.toString(), c: changes.map(toRecordChange) }
      : { d: db.name, t: time.toString(), clear: true };
    journal.append(record);
    appended();
  };
  return persistence(() => {
    engine.onApply = undefined;
  });
}

function toRecordChange({ path, after }: DocChange): [string, JournalDoc | null] {
  return [
    path,
    after
      ? {
          f: toJsonFields(after.fields),
          c: after.createTime.toString(),
          u: after.updateTime.toString(),
        }
      : null,
  ];
}

function replay(engine: Engine, record: CommitRecord): number {
  const db = engine.database(record.d);
  const time = BigInt(record.t);
  engine.clock.observe(time);
  if (record.clear) {
    db.clear(time);
    return 1;
  }
  const changes: DocChange[] = (record.c ?? []).map(([docPath, doc]) => ({
    path: docPath,
    before: db.get(docPath),
    after: doc ? fromRecordDoc(doc) : null,
  }));
  db.apply(changes, time);
  return changes.length;
}

function fromRecordDoc(doc: JournalDoc): Doc {
  return { fields: fromJsonFields(doc.f), createTime: BigInt(doc.c), updateTime: BigInt(doc.u) };
}
