// Crash-safe persistence of the Firestore emulator's data directory (decision 027): the
// snapshot (./persistence.ts) plus a journal of every commit since it (../shared/journal.ts),
// fsync'd every 200 ms, replayed at start, and compacted into a new snapshot at start, when it
// outgrows the snapshot, and at close.
import path from 'node:path';
import type { FirestoreValue } from '../rules/types';
import { Journal, journalEpochs, readJournal } from '../shared/journal';
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

export interface FirestorePersistence {
  /** Changes replayed from the journal at start. */
  replayed: number;
  /** Writes and fsyncs every change so far (as the timer would within ~200 ms). */
  flush(): Promise<void>;
  /** Writes everything queued, compacts into a snapshot and stops journaling. */
  close(): Promise<void>;
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
): Promise<FirestorePersistence> {
  const dir = path.join(dataDir, FOLDER);
  const epochs = await journalEpochs(dir);
  let replayed = 0;
  if (replayFrom !== undefined) {
    for (const epoch of epochs) {
      if (epoch < replayFrom) continue;
      for (const record of await readJournal(dir, epoch)) {
        replayed += replay(engine, record as CommitRecord);
      }
    }
  }
  const journal = await Journal.open(dir, Math.max(replayFrom ?? 0, ...epochs), {
    onError: (error) =>
      log(`journal write failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  let snapshotBytes = 0;
  let compacting: Promise<void> | undefined;
  const compact = (): Promise<void> => {
    compacting ??= (async () => {
      const epoch = journal.switchEpoch();
      const dump = snapshotOf(engine);
      dump.journal = epoch;
      snapshotBytes = await writeSnapshot(dataDir, dump);
      await journal.removeBefore(epoch);
    })()
      .catch((error: unknown) =>
        log(`snapshot failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        compacting = undefined;
      });
    return compacting;
  };
  await compact();

  engine.onApply = (db, changes, time) => {
    const record: CommitRecord = changes
      ? { d: db.name, t: time.toString(), c: changes.map(toRecordChange) }
      : { d: db.name, t: time.toString(), clear: true };
    journal.append(record);
    if (journal.bytes > Math.max(MIN_COMPACT_BYTES, snapshotBytes)) void compact();
  };
  return {
    replayed,
    flush: () => journal.flush(),
    async close() {
      engine.onApply = undefined;
      await compacting;
      await compact();
      await journal.close();
    },
  };
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
