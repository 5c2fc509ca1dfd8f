// Crash-safe persistence of the Storage emulator's data directory (decision 027): the export
// (./persistence.ts) plus a journal of every change since it (../shared/journal.ts). A new
// object's bytes go to their own file at once; its record (full metadata naming that file)
// follows once the bytes are durable, in the next batch fsync'd within about 200 ms. The journal
// is replayed at start and compacted into a new export at start, when it outgrows the export,
// and at close.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Journal, journalEpochs, readJournal } from '../shared/journal';
import { deserialize, exportStorage, serialize, type SerializedMetadata } from './persistence';
import type { ObjectStore, StoreChange } from './store';

const FOLDER = 'storage_journal';
/** Compact once the journal (with its bytes) is larger than this and than the last export. */
const MIN_COMPACT_BYTES = 64 * 1024 * 1024;

type Record =
  | { op: 'bucket'; bucket: string }
  | { op: 'put'; m: SerializedMetadata; blob: string }
  | { op: 'metadata'; m: SerializedMetadata }
  | { op: 'delete'; bucket: string; name: string }
  | { op: 'clear' };

export interface StoragePersistence {
  replayed: number;
  /** Writes and fsyncs every change so far (as the timer would within ~200 ms). */
  flush(): Promise<void>;
  /** Writes everything queued, compacts into an export and stops journaling. */
  close(): Promise<void>;
}

/**
 * Replays `dataDir`'s journal from `replayFrom` (the epoch of the export just imported from it),
 * writes a fresh export and journals every later change.
 */
export async function startStoragePersistence(
  store: ObjectStore,
  dataDir: string,
  replayFrom: number,
  log: (line: string) => void,
): Promise<StoragePersistence> {
  const dir = path.join(dataDir, FOLDER);
  const epochs = await journalEpochs(dir);
  let replayed = 0;
  for (const epoch of epochs) {
    if (epoch < replayFrom) continue;
    for (const record of await readJournal(dir, epoch)) {
      if (await replay(store, dir, record as Record)) replayed++;
      else break;
    }
  }
  const journal = await Journal.open(dir, Math.max(replayFrom, ...epochs), {
    onError: (error) =>
      log(`journal write failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  let exportBytes = 0;
  let compacting: Promise<void> | undefined;
  const compact = (): Promise<void> => {
    compacting ??= (async () => {
      const epoch = journal.switchEpoch();
      const bytes = totalBytes(store);
      await exportStorage(dataDir, store, epoch);
      exportBytes = bytes;
      await journal.removeBefore(epoch);
    })()
      .catch((error: unknown) =>
        log(`export failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        compacting = undefined;
      });
    return compacting;
  };
  await compact();

  store.onChange = (change: StoreChange) => {
    switch (change.kind) {
      case 'put': {
        const blob = journal.writeBlob(randomUUID(), change.object.data);
        journal.append(
          { op: 'put', m: serialize(change.object), blob: blob.name } satisfies Record,
          blob.written,
        );
        break;
      }
      case 'metadata':
        journal.append({ op: 'metadata', m: serialize(change.object) } satisfies Record);
        break;
      case 'bucket':
        journal.append({ op: 'bucket', bucket: change.bucket } satisfies Record);
        break;
      case 'delete':
        journal.append({ op: 'delete', bucket: change.bucket, name: change.name } satisfies Record);
        break;
      case 'clear':
        journal.append({ op: 'clear' } satisfies Record);
        break;
    }
    if (journal.bytes > Math.max(MIN_COMPACT_BYTES, exportBytes)) void compact();
  };
  return {
    replayed,
    flush: () => journal.flush(),
    async close() {
      store.onChange = undefined;
      await compacting;
      await compact();
      await journal.close();
    },
  };
}

/** Applies one record; false when it cannot be (its bytes are missing): replay stops there. */
async function replay(store: ObjectStore, dir: string, record: Record): Promise<boolean> {
  switch (record.op) {
    case 'bucket':
      store.bucket(record.bucket);
      return true;
    case 'put': {
      let data: Buffer;
      try {
        data = await readFile(path.join(dir, path.basename(record.blob)));
      } catch {
        return false;
      }
      const metadata = deserialize(record.m);
      if (data.byteLength !== metadata.size) return false;
      store.put({ metadata, data });
      return true;
    }
    case 'metadata':
      store.setMetadata(deserialize(record.m));
      return true;
    case 'delete':
      store.delete(record.bucket, record.name);
      return true;
    case 'clear':
      store.clear();
      return true;
  }
}

function totalBytes(store: ObjectStore): number {
  let bytes = 0;
  for (const object of store.all()) bytes += object.data.byteLength;
  return bytes;
}
